import { Anchor, Button, Collapse, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AllMoneyResponse } from '@contract/all-money';
import type { MyEventsResponse } from '@contract/my-events';
import { PlainList } from '@/components/plain-list';
import { paths } from '@/config/paths';
import { TitledCard } from '@/features/events/components/titled-card';
import { groupForHome } from './home-events';
import { HomeEventRow, type GrossSales } from './home-event-row';

type YourEventsProps = {
  /** The newest page of the organiser's events. */
  page: MyEventsResponse;
  /** Undefined while the money loads, or when it could not: the rows then leave it out. */
  money: AllMoneyResponse | undefined;
};

/** The organiser's events with their figures: what is coming first, the past folded away. */
export function YourEvents({ page, money }: YourEventsProps) {
  const [now] = useState(Date.now);
  const [pastShown, past] = useDisclosure(false);
  const pastId = useId();
  const groups = groupForHome(page.events, now);
  const grossOf = grossByEvent(money);
  const rowOf = (event: MyEventsResponse['events'][number]) => (
    <HomeEventRow key={event.id} event={event} gross={grossOf(event.id)} />
  );
  return (
    <TitledCard
      title="Your events"
      action={
        <Anchor component={Link} to={paths.platform.events.getHref()} size="sm">
          {page.nextCursor && page.total ? `See all ${page.total} events` : 'Manage events'}
        </Anchor>
      }
    >
      {groups.upcoming.length > 0 ? (
        <PlainList gap="sm" aria-label="Coming up">
          {groups.upcoming.map(rowOf)}
        </PlainList>
      ) : (
        <Text c="dimmed" size="sm">
          Nothing coming up. Create an event to start selling again.
        </Text>
      )}
      {groups.past.length > 0 && (
        <Stack gap="sm">
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={past.toggle}
              aria-expanded={pastShown}
              aria-controls={pastId}
              rightSection={
                <IconChevronDown
                  size={16}
                  style={{ transform: pastShown ? 'rotate(180deg)' : undefined }}
                />
              }
            >
              {pastShown ? 'Hide past events' : `Show past events (${groups.past.length})`}
            </Button>
          </Group>
          <Collapse expanded={pastShown} id={pastId}>
            <PlainList gap="sm" aria-label="Past events">
              {groups.past.map(rowOf)}
            </PlainList>
          </Collapse>
        </Stack>
      )}
    </TitledCard>
  );
}

/** While the events load: rows the size of the real ones. */
export function YourEventsSkeleton() {
  return (
    <TitledCard title="Your events">
      <Stack gap="sm" role="status" aria-label="Loading your events">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={96} radius="md" />
        ))}
      </Stack>
    </TitledCard>
  );
}

/** Each event's gross sales per currency, from the money across all events. */
function grossByEvent(money: AllMoneyResponse | undefined) {
  const byEvent = new Map(
    (money?.events ?? []).map((row) => [
      row.eventId,
      row.currencies.map(({ currency, summary }): GrossSales => ({
        currency,
        gross: summary.gross,
      })),
    ]),
  );
  // Only events with money are listed: any other has sold nothing yet.
  return (eventId: string): GrossSales[] | undefined =>
    money === undefined ? undefined : (byEvent.get(eventId) ?? []);
}
