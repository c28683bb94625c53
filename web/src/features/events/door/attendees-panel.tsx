import { ShowMoreButton } from '@/components/show-more-button';
import { Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { attendeeStatusFilters, type Attendee } from '@contract/orders';
import type { EventWithTypes } from '@contract/events';
import { QueryErrorAlert } from '@/components/error-alert';
import { SkeletonRows } from '@/components/skeleton-rows';
import { filterParams, useAttendees, type AttendeeFilters } from '../api/door-lists';
import { AttendeeDoorAction } from './attendee-door-action';
import { CsvDownloadButton } from './csv-download-button';

type StatusFilter = (typeof attendeeStatusFilters)[number];
const all = 'all';
const statusOptions = [
  { value: all, label: 'Everyone' },
  { value: 'checked_in', label: 'Checked in' },
  { value: 'not_checked_in', label: 'Not checked in' },
  { value: 'void', label: 'Void (refunded or cancelled)' },
];

/** The event's attendees: search, filters, a page at a time, check-in by hand and the CSV. */
export function AttendeesPanel({ event }: { event: EventWithTypes }) {
  const [searchText, setSearchText] = useState('');
  const [q] = useDebouncedValue(searchText.trim(), 300);
  const [typeId, setTypeId] = useState(all);
  const [status, setStatus] = useState(all);
  const filters: AttendeeFilters = {
    ...(q ? { q } : {}),
    ...(typeId !== all ? { typeId } : {}),
    ...(status !== all ? { status: status as StatusFilter } : {}),
  };
  const attendees = useAttendees(event.id, filters);
  const rows = attendees.data?.pages.flatMap((page) => page.attendees) ?? [];
  const filtered = filters.q !== undefined || typeId !== all || status !== all;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search attendees"
          placeholder="Email, ticket code or order"
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(change) => setSearchText(change.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Ticket type"
          data={[
            { value: all, label: 'All types' },
            ...event.types.map((type) => ({ value: type.id, label: type.name })),
          ]}
          value={typeId}
          onChange={(value) => setTypeId(value ?? all)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label="At the door"
          data={statusOptions}
          value={status}
          onChange={(value) => setStatus(value ?? all)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <CsvDownloadButton
          path={`/api/events/${encodeURIComponent(event.id)}/attendees.csv?${filterParams(filters).toString()}`}
          fileName="attendees.csv"
          label="Download attendees (CSV)"
        />
      </Group>
      {attendees.isPending ? (
        <SkeletonRows label="Loading the attendees" rows={3} height={44} gap="xs" />
      ) : attendees.isError ? (
        <QueryErrorAlert title="Could not load the attendees" query={attendees} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          {filtered
            ? 'Nobody matches this search and these filters.'
            : 'No tickets sold yet. Attendees show here as tickets sell.'}
        </Text>
      ) : (
        <>
          <AttendeesTable eventId={event.id} rows={rows} />
          <AttendeeCards eventId={event.id} rows={rows} />
        </>
      )}
      <ShowMoreButton pages={attendees} label="Show more attendees" />
    </Stack>
  );
}

type RowsProps = { eventId: string; rows: Attendee[] };

/** From the small breakpoint up: a table. */
function AttendeesTable({ eventId, rows }: RowsProps) {
  return (
    <Table visibleFrom="sm" striped verticalSpacing="xs" aria-label="Attendees">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Holder</Table.Th>
          <Table.Th>Ticket</Table.Th>
          <Table.Th>Order</Table.Th>
          <Table.Th w={300}>At the door</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((attendee) => (
          <Table.Tr key={attendee.code}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{attendee.holderEmail}</Table.Td>
            <Table.Td>
              <Text size="sm">{attendee.typeName}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {attendee.code}
              </Text>
            </Table.Td>
            <Table.Td ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {attendee.orderReference}
            </Table.Td>
            <Table.Td>
              <AttendeeDoorAction eventId={eventId} attendee={attendee} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On phones: one card per attendee, nothing to scroll sideways. */
function AttendeeCards({ eventId, rows }: RowsProps) {
  return (
    <Stack
      hiddenFrom="sm"
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Attendees"
    >
      {rows.map((attendee) => (
        <Paper key={attendee.code} component="li" withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {attendee.holderEmail}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {attendee.typeName} ·{' '}
              <Text span inherit ff="monospace">
                {attendee.code}
              </Text>
            </Text>
            <AttendeeDoorAction eventId={eventId} attendee={attendee} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
