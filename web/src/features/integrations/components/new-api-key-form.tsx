import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { apiKeyRoles, type ApiKeyRole, type CreatedApiKeyResponse } from '@contract/api-keys';
import { DialogButtons } from '@/components/dialog-buttons';
import { isApiError } from '@/lib/api-error';
import { EventLimitSelect } from '@/features/team/components/event-limit-select';
import { roleLabels } from '@/features/team/components/role-labels';
import { useCreateApiKey } from '../api/api-keys-api';

const roleChoices = apiKeyRoles.map((role) => ({ value: role, label: roleLabels[role].label }));

/** The end of the chosen day where the browser is, as the API takes it (ISO 8601). */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/**
 * A new key: its name, role (any but owner), events and optional last day. The server's
 * refusal of a field lands beside it.
 */
export function NewApiKeyForm({
  orgId,
  onCreated,
  onCancel,
}: {
  orgId: string;
  onCreated: (created: CreatedApiKeyResponse) => void;
  onCancel: () => void;
}) {
  const create = useCreateApiKey(orgId);
  const [name, setName] = useState('');
  const [role, setRole] = useState<ApiKeyRole>('box_office');
  const [eventIds, setEventIds] = useState<string[] | null>(null);
  const [lastDay, setLastDay] = useState('');
  const errors = isApiError(create.error) ? create.error.fields : {};
  const otherError =
    create.error && Object.keys(errors).length === 0 ? create.error.message : undefined;
  return (
    <form
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        create.mutate(
          {
            name,
            role,
            eventIds,
            expiresAt: lastDay ? endOfDay(lastDay) : null,
          },
          { onSuccess: onCreated },
        );
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Name"
          description="What uses it, to know it again: “Door gates”, “CRM sync”"
          value={name}
          onChange={(changed) => setName(changed.currentTarget.value)}
          error={errors.name}
          data-autofocus
          required
        />
        <div>
          <Select
            label="Role"
            data={roleChoices}
            value={role}
            onChange={(value) => value && setRole(value as ApiKeyRole)}
            allowDeselect={false}
            error={errors.role}
          />
          <Text size="sm" c="dimmed" mt={4}>
            {roleLabels[role].label}: {roleLabels[role].description}.
          </Text>
        </div>
        <EventLimitSelect
          orgId={orgId}
          value={eventIds}
          onChange={setEventIds}
          error={errors.eventIds}
        />
        <TextInput
          type="date"
          label="Expires after"
          description="Leave empty for a key that does not expire"
          value={lastDay}
          onChange={(changed) => setLastDay(changed.currentTarget.value)}
          error={errors.expiresAt}
        />
        {otherError && (
          <Text size="sm" c="red" role="alert">
            {otherError}
          </Text>
        )}
        <DialogButtons
          onClose={onCancel}
          confirmLabel="Make the key"
          isConfirming={create.isPending}
        />
      </Stack>
    </form>
  );
}
