import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import type { EventSummary } from '@contract/event-summary';
import { ApprovalStatus } from './approval-status';
import { EventDetailsButton } from './event-details-button';
import type { EventSelection } from './use-event-selection';

type EventsTableProps = { events: EventSummary[]; selection: EventSelection };

export function EventsTable({ events, selection }: EventsTableProps) {
  const selectedCount = events.filter((event) => selection.isSelected(event.id)).length;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all events"
                checked={selectedCount > 0 && selectedCount === events.length}
                indeterminate={selectedCount > 0 && selectedCount < events.length}
                onChange={() => selection.toggleAll(events.map((event) => event.id))}
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Sold</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr
              key={event.id}
              bg={selection.isSelected(event.id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${event.name}`}
                  checked={selection.isSelected(event.id)}
                  onChange={() => selection.toggle(event.id)}
                />
              </Table.Td>
              <Table.Td>
                <Text fw={600}>{event.name}</Text>
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {event.description || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <ApprovalStatus
                  status={event.status}
                  rejectedReason={event.rejectedReason}
                  cancelledAt={event.cancelledAt}
                />
              </Table.Td>
              <Table.Td ta="right">{event.ticketsSold}</Table.Td>
              <Table.Td ta="right">
                <EventDetailsButton eventId={event.id} eventName={event.name} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
