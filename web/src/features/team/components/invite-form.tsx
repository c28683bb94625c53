import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { TeamRole } from '@contract/team-roles';
import { isApiError } from '@/lib/api-error';
import { useInvite } from '../api/team-api';
import { EventLimitSelect } from './event-limit-select';
import { roleLabels, roleOptions } from './role-labels';

/** Invites someone by email with a role; the server's refusal lands next to its field. */
export function InviteForm({ orgId, canMakeOwners }: { orgId: string; canMakeOwners: boolean }) {
  const invite = useInvite(orgId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('event_manager');
  const [eventIds, setEventIds] = useState<string[] | null>(null);
  const errors = isApiError(invite.error) ? (invite.error.fields ?? {}) : {};
  const otherError =
    invite.error && Object.keys(errors).length === 0 ? invite.error.message : undefined;
  return (
    <form
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        invite.mutate(
          { email, role, ...(eventIds && role !== 'owner' ? { eventIds } : {}) },
          {
            onSuccess: (sent) => {
              setEmail('');
              setEventIds(null);
              notifications.show({
                color: 'teal',
                title: 'Invitation sent',
                message: `${sent.email} can accept it from their email for 7 days.`,
              });
            },
          },
        );
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Email"
          type="email"
          placeholder="name@example.com"
          value={email}
          onChange={(changed) => setEmail(changed.currentTarget.value)}
          error={errors.email ?? otherError}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          label="Role"
          data={roleOptions(canMakeOwners)}
          value={role}
          onChange={(value) => value && setRole(value as TeamRole)}
          allowDeselect={false}
          error={errors.role}
          w={220}
        />
        <Button type="submit" loading={invite.isPending} leftSection={<IconSend size={16} />}>
          Invite
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {roleLabels[role].label}: {roleLabels[role].description}.
      </Text>
      <EventLimitSelect
        mt="sm"
        orgId={orgId}
        value={role === 'owner' ? null : eventIds}
        onChange={setEventIds}
        disabled={role === 'owner'}
        error={errors.eventIds}
      />
    </form>
  );
}
