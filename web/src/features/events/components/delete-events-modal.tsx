import { List, Text } from '@mantine/core';
import type { EventSummary } from '@contract/event-summary';
import { ConfirmModal } from '@/components/confirm-modal';

type DeleteEventsModalProps = {
  events: EventSummary[];
  isOpen: boolean;
  isDeleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Asks before deleting; events that sold tickets are named, since they will be kept. */
export function DeleteEventsModal({
  events,
  isOpen,
  isDeleting,
  onClose,
  onConfirm,
}: DeleteEventsModalProps) {
  const count = events.length;
  const withSales = events.filter((event) => event.ticketsSold > 0);
  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={onClose}
      title={count === 1 ? 'Delete this event?' : `Delete ${count} events?`}
      confirmLabel={count === 1 ? 'Delete event' : `Delete ${count} events`}
      confirmColor="red"
      onConfirm={onConfirm}
      isConfirming={isDeleting}
    >
      <Text size="sm">
        Deleting removes the event, its ticket types and its banner. This cannot be undone.
      </Text>
      <List size="sm" spacing={2}>
        {events.map((event) => (
          <List.Item key={event.id}>{event.name}</List.Item>
        ))}
      </List>
      {withSales.length > 0 && (
        <Text size="sm" c="orange">
          {withSales.map((event) => `“${event.name}”`).join(', ')}{' '}
          {withSales.length === 1 ? 'has' : 'have'} sold tickets and will be kept: ticket holders
          must not lose their tickets.
        </Text>
      )}
    </ConfirmModal>
  );
}
