import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { useDeleteOrganisation } from '../api/team-api';

/**
 * Deleting the organisation (owners): only one without events goes, its events' orders and
 * money being kept otherwise; the server says so when it refuses.
 */
export function DeleteOrganisationCard({ orgId, name }: { orgId: string; name: string }) {
  const [isAsking, setAsking] = useState(false);
  const remove = useDeleteOrganisation(orgId);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Delete the organisation
        </Title>
        <Text size="sm" c="dimmed">
          An organisation without events can be deleted, with its team and its log. One with events
          stays, as their orders and money do.
        </Text>
        <Button variant="outline" color="red" onClick={() => setAsking(true)}>
          Delete {name}
        </Button>
      </Stack>
      <ConfirmModal
        isOpen={isAsking}
        title={`Delete ${name}?`}
        onClose={() => setAsking(false)}
        confirmLabel="Delete"
        confirmColor="red"
        isConfirming={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notifications.show({
                color: 'teal',
                title: `${name} was deleted`,
                message: 'Its team no longer sees it.',
              });
            },
            onError: (error) => {
              setAsking(false);
              notifications.show({ color: 'red', title: 'Not deleted', message: error.message });
            },
          })
        }
      >
        <Text size="sm">Its members lose access to it at once. This cannot be undone.</Text>
      </ConfirmModal>
    </Paper>
  );
}
