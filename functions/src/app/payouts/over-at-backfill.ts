import { collections, paths } from '../../paths';
import type { DocStore, OrderClause } from '../../ports/doc-store';
import { backfillOnce, fixAll, runOncePerStore } from '../accounts/derived-fields';
import { storedOverAt, type EventRecord } from '../events/event-records';

const oldestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];
const marker = paths.migration('eventOverAt');

/** An event's `overAt`, when it lacks the one its dates give. */
function staleOverAt(event: EventRecord): Pick<EventRecord, 'overAt'> | undefined {
  const overAt = storedOverAt(event);
  return overAt === undefined || event.overAt === overAt ? undefined : { overAt };
}

/**
 * The one-time backfill of `overAt`, which the payables list orders by: events saved before
 * it was kept get it from their dates, a batch at a time, as derived-fields.ts does for
 * `status`. Idempotent; `migrations/eventOverAt` records a finished run. Returns how many
 * events it fixed.
 */
export function backfillOverAt(docs: DocStore): Promise<number> {
  return backfillOnce(docs, marker, () =>
    fixAll<EventRecord>(docs, collections.events, oldestFirst, staleOverAt),
  );
}

/** The backfill above, lazily before the first payables list of a process. */
export const ensureOverAt = runOncePerStore(backfillOverAt);
