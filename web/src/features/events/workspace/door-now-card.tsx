import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EventWithTypes } from '@contract/events';
import { paths } from '@/config/paths';
import { useCheckInSummary } from '../api/check-in';
import { CheckedInCount } from '../check-in/check-in-card';
import { QueryContent } from '../components/query-content';
import { TitledCard } from '../components/titled-card';

/** How long before the start the door opens, as far as Overview shows its counts. */
export const doorsOpenBeforeMs = 3 * 60 * 60 * 1000;

/** Whether the door is open at `now`: from a few hours before the start until the end. */
export function isDoorOpen(
  { startsAt, endsAt }: Pick<EventWithTypes, 'startsAt' | 'endsAt'>,
  now: number,
): boolean {
  if (!startsAt) return false;
  const opens = Date.parse(startsAt) - doorsOpenBeforeMs;
  const closes = Date.parse(endsAt ?? startsAt);
  return now >= opens && now <= closes;
}

/** While the event runs: how many are in, live, and the way to the door's own section. */
export function DoorNowCard({ event }: { event: EventWithTypes }) {
  const summary = useCheckInSummary(event.id);
  return (
    <TitledCard
      title="At the door now"
      action={
        <Anchor component={Link} to={paths.platform.event.getHref(event.id, 'check-in')} size="sm">
          Open check-in
        </Anchor>
      }
    >
      <QueryContent query={summary} what="the check-in counts" skeletonHeight={48}>
        {(counts) => <CheckedInCount summary={counts} />}
      </QueryContent>
    </TitledCard>
  );
}
