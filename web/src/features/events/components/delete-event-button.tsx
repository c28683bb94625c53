import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { EventSummary } from '@contract/event-summary';
import { ConfirmModal } from '@/components/confirm-modal';
import { InlineError } from '@/components/inline-error';
import { paths } from '@/config/paths';
import { deleteEvent } from '../api/delete-event';
import { myEventsKey } from '../api/get-my-events';

/** Deletes this event after a confirmation; the server refuses when tickets were sold. */
export function DeleteEventButton({ event }: { event: EventSummary }) {
  const [isOpen, modal] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: deleteEvent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myEventsKey });
      notifications.show({
        color: 'teal',
        title: 'Event deleted',
        message: `"${event.name}" is gone.`,
      });
      navigate(paths.platform.events.getHref());
    },
  });

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        onClick={() => {
          deletion.reset();
          modal.open();
        }}
      >
        Delete
      </Button>
      <ConfirmModal
        isOpen={isOpen}
        onClose={modal.close}
        title="Delete this event?"
        confirmLabel="Delete event"
        confirmColor="red"
        onConfirm={() => deletion.mutate(event.id)}
        isConfirming={deletion.isPending}
      >
        <Text size="sm">
          “{event.name}”, its ticket types and its banner are removed for good. Events that sold
          tickets cannot be deleted.
        </Text>
        <InlineError message={deletion.error?.message} />
      </ConfirmModal>
    </>
  );
}
