import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import type { EventSummary } from '@contract/event-summary';
import { CancelEventButton } from './cancel-event-button';

/**
 * The organiser's reminder that an event was cancelled, with its reason; while some of its
 * orders are still paid (a cancellation left unfinished) it offers to finish the refunds.
 */
export function CancelledEventAlert({
  event,
  hasPaidOrders,
}: {
  event: Pick<EventSummary, 'id' | 'name' | 'cancelledAt' | 'cancelledReason'>;
  hasPaidOrders: boolean;
}) {
  if (!event.cancelledAt) return null;
  const when = new Date(event.cancelledAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Alert color="red" variant="light" icon={<IconCalendarX />} title="This event was cancelled">
      <Group justify="space-between" gap="sm">
        <Stack gap={4}>
          <Text size="sm">
            Cancelled on {when}. Buyers see that it was cancelled and cannot buy tickets.{' '}
            {hasPaidOrders
              ? 'Some orders are not refunded yet.'
              : 'Every order is refunded and every ticket holder was told.'}
          </Text>
          {event.cancelledReason && <Text size="sm">Reason: {event.cancelledReason}</Text>}
        </Stack>
        {hasPaidOrders && (
          <CancelEventButton
            event={{ ...event, cancelledReason: event.cancelledReason ?? 'Cancelled' }}
            label="Finish the refunds"
            size="sm"
          />
        )}
      </Group>
    </Alert>
  );
}
