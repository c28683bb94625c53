import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export type Refusal = { id: string; name: string; reason: string };

type DeleteRefusalsAlertProps = { refusals: Refusal[]; onDismiss: () => void };

/** Events the server kept (it says why, e.g. tickets were sold), named one by one. */
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
            <Text span fw={600} size="sm">
              {refusal.name}
            </Text>
            : {refusal.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
