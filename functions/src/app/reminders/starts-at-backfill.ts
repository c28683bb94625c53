import { collections, paths } from '../../paths';
import type { DocStore, OrderClause } from '../../ports/doc-store';
import { backfillOnce, fixAll, runOncePerStore } from '../accounts/derived-fields';
import { storedStartsAt, type EventRecord } from '../events/event-records';

const oldestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];
const marker = paths.migration('eventStartsAtUtc');

/** An event's `startsAtUtc`, when it lacks the one its start gives. */
function staleStartsAtUtc(event: EventRecord): Pick<EventRecord, 'startsAtUtc'> | undefined {
  const startsAtUtc = storedStartsAt(event);
  return startsAtUtc === undefined || event.startsAtUtc === startsAtUtc
    ? undefined
    : { startsAtUtc };
}

/**
 * The one-time backfill of `startsAtUtc`, which the reminder sweep ranges over: events saved
 * before it was kept get it from their start, a batch at a time, as derived-fields.ts does for
 * `status`. Idempotent; `migrations/eventStartsAtUtc` records a finished run. Returns how many
 * events it fixed.
 */
export function backfillStartsAtUtc(docs: DocStore): Promise<number> {
  return backfillOnce(docs, marker, () =>
    fixAll<EventRecord>(docs, collections.events, oldestFirst, staleStartsAtUtc),
  );
}

/** The backfill above, lazily before the first reminder sweep of a process. */
export const ensureStartsAtUtc = runOncePerStore(backfillStartsAtUtc);
