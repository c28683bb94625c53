import { collections, paths } from '../../paths';
import type { DocData, DocStore, OrderClause } from '../../ports/doc-store';
import { backfillOnce, fixAll, runOncePerStore, sameList } from '../accounts/derived-fields';
import {
  listingFields,
  storedOverAt,
  storedStartsAt,
  type EventRecord,
} from '../events/event-records';

const oldestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];
const marker = paths.migration('eventListing');

/**
 * What an event lacks of the fields What's on queries: `listing`, `areas`, and the dates in
 * UTC the lists range over and order by (`overAt`, `startsAtUtc`), when it is listed.
 */
function staleListing(event: EventRecord): DocData | undefined {
  const { listing, areas = [] } = listingFields(event);
  const startsAtUtc = storedStartsAt(event);
  const overAt = storedOverAt(event);
  const dated =
    listing === undefined || (event.startsAtUtc === startsAtUtc && event.overAt === overAt);
  if (event.listing === listing && sameList(event.areas, areas) && dated) return undefined;
  return {
    areas,
    ...(listing ? { listing } : {}),
    ...(listing && startsAtUtc && overAt ? { startsAtUtc, overAt } : {}),
  };
}

/**
 * The one-time backfill of `listing` and `areas` (issue 40): events stored before What's on
 * get them from their approval, cancellation, dates and venue, a batch at a time, as
 * derived-fields.ts does for `status`. It only adds: no event stored before had `listing` to
 * remove. Idempotent; `migrations/eventListing` records a finished run. Returns how many
 * events it fixed.
 */
export function backfillListing(docs: DocStore): Promise<number> {
  return backfillOnce(docs, marker, () =>
    fixAll<EventRecord>(docs, collections.events, oldestFirst, staleListing),
  );
}

/** The backfill above, lazily before a process's first list of events. */
export const ensureListing = runOncePerStore(backfillListing);
