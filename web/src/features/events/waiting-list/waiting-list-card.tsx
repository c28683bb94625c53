import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { EventWithTypes } from '@contract/events';
import type { WaitingListsView } from '@contract/waiting-list';
import { InlineError } from '@/components/inline-error';
import { PlainList } from '@/components/plain-list';
import { isApiError } from '@/lib/api-error';
import { TitledCard } from '../components/titled-card';
import {
  useSaveWaitingListSettings,
  useWaitingListAction,
  useWaitingLists,
} from './waiting-lists-api';
import { entryStateWords, joinedWords } from './waiting-list-words';

type List = WaitingListsView['lists'][number];

/**
 * The event's waiting lists: per sold-out type, the people in line (email, tickets, when they
 * joined, where they are), "Offer now" and "Close the list"; and how long an offer holds.
 */
export function WaitingListCard({ event }: { event: EventWithTypes }) {
  const lists = useWaitingLists(event.id);
  return (
    <TitledCard title="Waiting list" gap="md">
      <InlineError message={lists.error?.message} />
      {lists.data && lists.data.lists.length === 0 && (
        <Text size="sm" c="dimmed">
          Nobody is waiting. When a ticket type sells out, buyers can join its waiting list on the
          event page; tickets that come back (a hold that lapses, a refund, more capacity) are
          offered to them in order.
        </Text>
      )}
      {lists.data?.lists.map((list) => (
        <TypeList key={list.typeId} eventId={event.id} list={list} />
      ))}
      {lists.data && <OfferHoursForm eventId={event.id} offerHours={lists.data.offerHours} />}
    </TitledCard>
  );
}

function TypeList({ eventId, list }: { eventId: string; list: List }) {
  const act = useWaitingListAction(eventId);
  const [result, setResult] = useState<string | null>(null);
  const [adding, setAdding] = useState<number | string>(0);
  const busy = (action: 'offer' | 'close') =>
    act.isPending && act.variables?.typeId === list.typeId && act.variables.action === action;
  const run = (action: 'offer' | 'close') =>
    act.mutate(
      { typeId: list.typeId, action, addTickets: action === 'offer' ? Number(adding) || 0 : 0 },
      {
        onSuccess: ({ offersMade, ticketsOffered }) => {
          setAdding(0);
          setResult(
            action === 'close'
              ? 'The list is closed: everyone waiting was told by email.'
              : offersMade === 0
                ? 'No tickets are free to offer: add some to offer them to the next in line.'
                : `Offered ${ticketsOffered} ticket${ticketsOffered === 1 ? '' : 's'} to ${offersMade} ${offersMade === 1 ? 'person' : 'people'}.`,
          );
        },
      },
    );
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5">
            {list.typeName}
          </Title>
          {list.closed ? (
            <Badge color="gray">Closed</Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {list.waiting} waiting · {list.offered} offered
            </Text>
          )}
        </Group>
        {!list.closed && (
          <Group gap="xs" align="flex-end">
            <NumberInput
              size="xs"
              label="Tickets to add"
              description="Beyond the capacity"
              min={0}
              max={10_000}
              allowDecimal={false}
              value={adding}
              onChange={setAdding}
              error={fieldOf(act.error, 'addTickets')}
              w={120}
            />
            <Button size="xs" variant="light" loading={busy('offer')} onClick={() => run('offer')}>
              Offer now
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={busy('close')}
              onClick={() => run('close')}
            >
              Close the list
            </Button>
          </Group>
        )}
      </Group>
      {result && (
        <Text size="sm" role="status">
          {result}
        </Text>
      )}
      {act.variables?.typeId === list.typeId && <InlineError message={act.error?.message} />}
      <PlainList gap={4}>
        {list.entries.map((entry) => (
          <Group key={`${entry.email}-${entry.joinedAt}`} component="li" gap="xs" wrap="wrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {entry.email}
            </Text>
            <Text size="sm">× {entry.quantity}</Text>
            <Text size="sm" c="dimmed">
              {joinedWords(entry)} · {entryStateWords(entry)}
            </Text>
          </Group>
        ))}
      </PlainList>
    </Stack>
  );
}

/** The server's words for one field of a failed call, if it named that field. */
const fieldOf = (error: unknown, field: string) =>
  isApiError(error) ? error.fields[field] : undefined;

function OfferHoursForm({ eventId, offerHours }: { eventId: string; offerHours: number }) {
  const save = useSaveWaitingListSettings(eventId);
  const [hours, setHours] = useState<number | string>(offerHours);
  const fieldError =
    isApiError(save.error) && save.error.fields.offerHours
      ? save.error.fields.offerHours
      : save.error?.message;
  return (
    <form
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        save.mutate({ offerHours: Number(hours) });
      }}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="An offer holds its tickets for (hours)"
          description="For offers made from now on"
          min={1}
          max={168}
          allowDecimal={false}
          value={hours}
          onChange={setHours}
          error={fieldError}
          w={260}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          Save
        </Button>
        {save.isSuccess && (
          <Text size="sm" role="status">
            Saved
          </Text>
        )}
      </Group>
    </form>
  );
}
