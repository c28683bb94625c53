import { Alert, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CancelEventButton } from '@/features/refunds/components/cancel-event-button';

/** `hasSales`: kept because it sold tickets, so it can be cancelled instead. */
export type Refusal = { id: string; name: string; reason: string; hasSales?: boolean };

type DeleteRefusalsAlertProps = { refusals: Refusal[]; onDismiss: () => void };

/**
 * Events the server kept (it says why, e.g. tickets were sold), named one by one; one with
 * sales can be cancelled from here instead (its orders refunded, its holders told).
 */
export function DeleteRefusalsAlert({ refusals, onDismiss }: DeleteRefusalsAlertProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle />}
      title={refusals.length === 1 ? 'One event was not deleted' : 'Some events were not deleted'}
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel="Dismiss"
    >
      <List size="sm" spacing={2}>
        {refusals.map((refusal) => (
          <List.Item key={refusal.id}>
            <Group gap="xs" wrap="wrap">
              <Text span size="sm">
                <Text span fw={600} size="sm">
                  {refusal.name}
                </Text>
                : {refusal.reason}
              </Text>
              {refusal.hasSales && (
                <CancelEventButton event={{ id: refusal.id, name: refusal.name }} size="xs" />
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
