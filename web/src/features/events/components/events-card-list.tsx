import { Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { EventSummary } from '@contract/event-summary';
import { PlainList } from '@/components/plain-list';
import { ApprovalStatus } from './approval-status';
import { EventDetailsButton } from './event-details-button';
import type { EventSelection } from './use-event-selection';

type EventsCardListProps = { events: EventSummary[]; selection: EventSelection };

/** The events table's content for phones, where four columns do not fit. */
export function EventsCardList({ events, selection }: EventsCardListProps) {
  return (
    <PlainList gap="sm">
      {events.map((event) => (
        <Paper
          component="li"
          key={event.id}
          withBorder
          radius="lg"
          p="md"
          bg={selection.isSelected(event.id) ? 'var(--mantine-primary-color-light)' : undefined}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="sm" align="flex-start" wrap="nowrap" miw={0} style={{ flex: 1 }}>
                <Checkbox
                  mt={3}
                  aria-label={`Select ${event.name}`}
                  checked={selection.isSelected(event.id)}
                  onChange={() => selection.toggle(event.id)}
                />
                <Text fw={600}>{event.name}</Text>
              </Group>
              <Box style={{ flexShrink: 0 }}>
                <ApprovalStatus status={event.status} cancelledAt={event.cancelledAt} />
              </Box>
            </Group>
            {event.status === 'rejected' && event.rejectedReason && (
              <Text size="sm" c="red">
                {event.rejectedReason}
              </Text>
            )}
            {event.description && (
              <Text size="sm" c="dimmed" lineClamp={3}>
                {event.description}
              </Text>
            )}
            <Text size="sm">
              {event.ticketsSold === 1 ? '1 ticket sold' : `${event.ticketsSold} tickets sold`}
            </Text>
            <EventDetailsButton eventId={event.id} eventName={event.name} />
          </Stack>
        </Paper>
      ))}
    </PlainList>
  );
}
