import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { attendeeStatusFilters, type Attendee, type AttendeeFilters } from '@contract/orders';
import type { EventWithTypes } from '@contract/events';
import { doorListCsvPath, useAttendees } from '../api/door-lists';
import { AttendeeDoorAction } from './attendee-door-action';
import { DoorListCard, DoorListCards, DoorListTable } from './door-list-rows';
import { DoorListPanel, useListSearch } from './door-list-panel';
import { FilterSelect, noFilter } from './filter-select';
import { AttendeeAnswers, answerChoices, answerFilterOf } from './attendee-answers';
import { can } from '../workspace/rights';

type StatusFilter = (typeof attendeeStatusFilters)[number];
const statusOptions = [
  { value: noFilter, label: 'Everyone' },
  { value: 'checked_in', label: 'Checked in' },
  { value: 'not_checked_in', label: 'Not checked in' },
  { value: 'void', label: 'Void (refunded or cancelled)' },
];

/** The event's attendees: search, filters, a page at a time, check-in by hand and the CSV. */
export function AttendeesPanel({ event }: { event: EventWithTypes }) {
  const search = useListSearch();
  const [typeId, setTypeId] = useState(noFilter);
  const [status, setStatus] = useState(noFilter);
  const [answer, setAnswer] = useState(noFilter);
  const filters: AttendeeFilters = {
    ...answerFilterOf(answer),
    ...(search.q ? { q: search.q } : {}),
    ...(typeId !== noFilter ? { typeId } : {}),
    ...(status !== noFilter ? { status: status as StatusFilter } : {}),
  };
  const attendees = useAttendees(event.id, filters);
  const rows = attendees.data?.pages.flatMap((page) => page.attendees) ?? [];
  const answered = answerChoices(attendees.data?.pages[0]?.questions ?? []);
  const filtered =
    filters.q !== undefined || typeId !== noFilter || status !== noFilter || answer !== noFilter;

  return (
    <DoorListPanel
      noun="attendees"
      search={{
        ...search,
        label: 'Search attendees',
        placeholder: 'Name, email, ticket code or order',
      }}
      filters={
        <>
          <FilterSelect
            label="Ticket type"
            data={[
              { value: noFilter, label: 'All types' },
              ...event.types.map((type) => ({ value: type.id, label: type.name })),
            ]}
            value={typeId}
            onChange={setTypeId}
            width={200}
          />
          <FilterSelect
            label="At the door"
            data={statusOptions}
            value={status}
            onChange={setStatus}
            width={240}
          />
          {answered.options.length > 0 && (
            <FilterSelect
              label="Answer"
              data={[{ value: noFilter, label: 'Any answer' }, ...answered.options]}
              value={answer}
              onChange={setAnswer}
              width={240}
            />
          )}
        </>
      }
      csv={{
        path: doorListCsvPath(event.id, 'attendees', filters),
        fileName: 'attendees.csv',
        label: 'Download attendees (CSV)',
      }}
      list={attendees}
      isEmpty={rows.length === 0}
      emptyText={
        filtered
          ? 'Nobody matches this search and these filters.'
          : 'No tickets sold yet. Attendees show here as tickets sell.'
      }
    >
      <AttendeesTable
        eventId={event.id}
        rows={rows}
        labels={answered.labels}
        canCheckIn={can(event, 'check_in')}
      />
      <DoorListCards label="Attendees">
        {rows.map((attendee) => (
          <DoorListCard
            key={attendee.code}
            title={attendee.holderName ?? attendee.holderEmail}
            details={
              attendee.holderName
                ? `${attendee.holderEmail} · ${attendee.typeName}`
                : attendee.typeName
            }
            reference={attendee.code}
          >
            <AttendeeAnswers attendee={attendee} labels={answered.labels} />
            <AttendeeDoorAction
              eventId={event.id}
              attendee={attendee}
              canCheckIn={can(event, 'check_in')}
            />
          </DoorListCard>
        ))}
      </DoorListCards>
    </DoorListPanel>
  );
}

const attendeeColumns = [
  { label: 'Holder' },
  { label: 'Ticket' },
  { label: 'Order' },
  { label: 'At the door', width: 300 },
];

function AttendeesTable({
  eventId,
  rows,
  labels,
  canCheckIn,
}: {
  eventId: string;
  rows: Attendee[];
  labels: ReadonlyMap<string, string>;
  canCheckIn: boolean;
}) {
  return (
    <DoorListTable label="Attendees" columns={attendeeColumns}>
      {rows.map((attendee) => (
        <Table.Tr key={attendee.code}>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>
            {attendee.holderName && (
              <Text size="sm" fw={600}>
                {attendee.holderName}
              </Text>
            )}
            {attendee.holderEmail}
            <AttendeeAnswers attendee={attendee} labels={labels} />
          </Table.Td>
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
            <AttendeeDoorAction eventId={eventId} attendee={attendee} canCheckIn={canCheckIn} />
          </Table.Td>
        </Table.Tr>
      ))}
    </DoorListTable>
  );
}
