import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ApiKeyView } from '@contract/api-keys';
import { ConfirmModal } from '@/components/confirm-modal';
import { PlainList } from '@/components/plain-list';
import { formatInstant } from '@/lib/event-time';
import { useOrganisationEventOptions } from '@/features/team/components/event-limit-select';
import { roleLabels } from '@/features/team/components/role-labels';
import { useRevokeApiKey } from '../api/api-keys-api';

/** "Rooftop Sessions, Night Market and 2 more": the events a key is limited to. */
function eventsText(eventIds: readonly string[], names: ReadonlyMap<string, string>): string {
  const named = eventIds.map((id) => names.get(id) ?? 'an event no longer listed');
  if (named.length <= 2) return named.join(' and ');
  return `${named.slice(0, 2).join(', ')} and ${named.length - 2} more`;
}

const isExpired = (key: ApiKeyView, now: number) =>
  key.expiresAt !== null && Date.parse(key.expiresAt) <= now;

/** The organisation's keys, newest first, each with what it may do and when it was used. */
export function ApiKeyList({ orgId, apiKeys }: { orgId: string; apiKeys: ApiKeyView[] }) {
  const revoke = useRevokeApiKey(orgId);
  const [revoking, setRevoking] = useState<ApiKeyView>();
  const { options } = useOrganisationEventOptions(orgId);
  const eventNames = new Map(options.map((option) => [option.value, option.label]));
  // Read once per render, to tell the expired keys.
  const [now] = useState(() => Date.now());
  if (apiKeys.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No API keys yet.
      </Text>
    );
  }
  return (
    <>
      <PlainList gap="sm" aria-label="API keys">
        {apiKeys.map((key) => {
          const state = key.revokedAt ? 'Revoked' : isExpired(key, now) ? 'Expired' : undefined;
          return (
            <Paper component="li" key={key.id} withBorder radius="md" p="md">
              <Group justify="space-between" gap="sm" align="flex-start">
                <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {key.name}
                    </Text>
                    <Code>{key.prefix}…</Code>
                    {state && (
                      <Badge color="gray" variant="light">
                        {state}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {roleLabels[key.role].label} ·{' '}
                    {key.eventIds ? eventsText(key.eventIds, eventNames) : 'All events'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Made {formatInstant(key.createdAt, '')}
                    {key.createdByEmail ? ` by ${key.createdByEmail}` : ''} ·{' '}
                    {key.expiresAt
                      ? `${isExpired(key, now) ? 'expired' : 'expires'} ${formatInstant(key.expiresAt, '')}`
                      : 'does not expire'}{' '}
                    ·{' '}
                    {key.lastUsedAt
                      ? `last used ${formatInstant(key.lastUsedAt, '')}`
                      : 'never used'}
                    {key.revokedAt ? ` · revoked ${formatInstant(key.revokedAt, '')}` : ''}
                  </Text>
                </Stack>
                {!key.revokedAt && (
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => setRevoking(key)}
                    aria-label={`Revoke ${key.name}`}
                  >
                    Revoke
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </PlainList>
      <ConfirmModal
        isOpen={revoking !== undefined}
        title="Revoke this API key?"
        onClose={() => setRevoking(undefined)}
        confirmLabel="Revoke"
        confirmColor="red"
        isConfirming={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => setRevoking(undefined),
            onError: (error) => {
              setRevoking(undefined);
              notifications.show({
                color: 'red',
                title: 'Could not revoke the key',
                message: error.message,
              });
            },
          })
        }
      >
        <Text size="sm">
          {revoking?.name} stops working at its next request, and cannot be turned on again.
          Whatever uses it needs a new key.
        </Text>
      </ConfirmModal>
    </>
  );
}
