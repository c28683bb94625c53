import { approvalStatusOf } from '../domain/approval';
import { collections, paths } from '../paths';
import { cursorOf, type DocStore, type OrderClause, type QueryCursor } from '../ports/doc-store';
import type { EventRecord } from './event-records';

/** Events read, and at most written, per step of the backfill. */
const batchSize = 200;
const oldestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];
const marker = paths.migration('eventStatus');

/**
 * The one-time backfill of `status` (see EventRecord): every event stored before the field
 * was kept gets the status its `approved` says, a batch at a time, each batch in a
 * transaction that reads the events again, so an event changed meanwhile keeps its own.
 * Idempotent: a run that stops half way is finished by the next, and a finished run leaves
 * `migrations/eventStatus` so later ones cost one read. Returns how many events it fixed.
 */
export async function backfillEventStatus(docs: DocStore): Promise<number> {
  if ((await docs.get(marker)).data?.done === true) return 0;
  let fixed = 0;
  let after: QueryCursor | undefined;
  for (;;) {
    const batch = await docs.query<EventRecord>({
      collection: collections.events,
      orderBy: oldestFirst,
      limit: batchSize,
      ...(after ? { startAfter: after } : {}),
    });
    const stale = batch.filter((doc) => doc.data.status !== approvalStatusOf(doc.data.approved));
    if (stale.length > 0) {
      fixed += await docs.runTransaction(async (tx) => {
        const fresh = await tx.getAll<EventRecord>(stale.map((doc) => doc.path));
        let count = 0;
        for (const snapshot of fresh) {
          const status = snapshot.data && approvalStatusOf(snapshot.data.approved);
          if (!status || snapshot.data?.status === status) continue;
          tx.update(snapshot.path, { status });
          count += 1;
        }
        return count;
      });
    }
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) break;
    after = cursorOf(last, oldestFirst);
  }
  await docs.set(marker, { done: true, fixed });
  return fixed;
}

const backfilled = new WeakMap<DocStore, Promise<unknown>>();

/**
 * Runs the backfill once per store and process before the first list that filters on
 * `status` (the administrators' events list): lazily, so no deploy step is needed. A failed
 * run is tried again by the next request.
 */
export function ensureEventStatus(docs: DocStore): Promise<unknown> {
  let run = backfilled.get(docs);
  if (!run) {
    run = backfillEventStatus(docs).catch((error: unknown) => {
      backfilled.delete(docs);
      throw error;
    });
    backfilled.set(docs, run);
  }
  return run;
}
