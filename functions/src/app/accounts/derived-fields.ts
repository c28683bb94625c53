import { approvalStatusOf } from '../../domain/approval';
import { collections, paths } from '../../paths';
import {
  cursorOf,
  type DocData,
  type DocStore,
  type ExistingDoc,
  type OrderClause,
  type QueryCursor,
} from '../../ports/doc-store';
import { eventKeywords, type EventRecord } from '../events/event-records';

/** Documents read, and at most written, per step of the backfill. */
const batchSize = 200;
const oldestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];
const marker = paths.migration('derivedFields');

export const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  a?.length === b.length && a.every((item, index) => item === b[index]);

/** The fields of `event` that are derived from others, when they are not what they should be. */
function staleFields(event: EventRecord): Pick<EventRecord, 'status' | 'keywords'> | undefined {
  const status = approvalStatusOf(event.approved);
  const keywords = eventKeywords(event);
  return event.status === status && sameList(event.keywords, keywords)
    ? undefined
    : { status, keywords };
}

/**
 * The one-time backfill of the fields that lists and search query (see EventRecord): every
 * event stored before `status` and `keywords` were kept gets them from `approved`, its name
 * and its location (profiles have theirs: user-list-fields.ts), a batch at a time,
 * each batch in a transaction that reads the documents again, so one changed meanwhile keeps
 * its own. Idempotent: a run that stops half way is finished by the next, and a finished run
 * leaves `migrations/derivedFields` so later ones cost one read. Returns how many documents
 * it fixed.
 */
export function backfillDerivedFields(docs: DocStore): Promise<number> {
  return backfillOnce(docs, marker, () =>
    fixAll<EventRecord>(docs, collections.events, oldestFirst, staleFields),
  );
}

/**
 * Runs the backfill `fix` unless a finished run left `marker`; a finished run leaves it, with
 * how many documents it fixed, so that later runs cost one read. Returns that number (0 for
 * a run that found the marker).
 */
export async function backfillOnce(
  docs: DocStore,
  marker: string,
  fix: () => Promise<number>,
): Promise<number> {
  if ((await docs.get(marker)).data?.done === true) return 0;
  const fixed = await fix();
  await docs.set(marker, { done: true, fixed });
  return fixed;
}

/**
 * Walks `collection` in `order`, a batch at a time, writing what `stale` says is missing,
 * each batch in a transaction that reads its documents again. `prepare` is awaited with each
 * batch before `stale` looks at it (to read what `stale` needs from elsewhere, once a batch).
 * Returns how many it fixed.
 */
export async function fixAll<T extends DocData>(
  docs: DocStore,
  collection: string,
  order: OrderClause[],
  stale: (data: T, id: string) => DocData | undefined,
  prepare?: (batch: ExistingDoc<T>[]) => Promise<void>,
): Promise<number> {
  let fixed = 0;
  let after: QueryCursor | undefined;
  for (;;) {
    const batch = await docs.query<T>({
      collection,
      orderBy: order,
      limit: batchSize,
      ...(after ? { startAfter: after } : {}),
    });
    await prepare?.(batch);
    const outdated = batch.filter((doc) => stale(doc.data, doc.id) !== undefined);
    if (outdated.length > 0) {
      fixed += await docs.runTransaction(async (tx) => {
        const fresh = await tx.getAll<T>(outdated.map((doc) => doc.path));
        let count = 0;
        for (const snapshot of fresh) {
          const fields = snapshot.data && stale(snapshot.data, snapshot.id);
          if (!fields) continue;
          tx.update(snapshot.path, fields);
          count += 1;
        }
        return count;
      });
    }
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) break;
    after = cursorOf(last, order);
  }
  return fixed;
}

/**
 * `backfill`, run once per store and process before the first query that needs its fields:
 * lazily, so no deploy step is needed. A failed run is tried again by the next request.
 */
export function runOncePerStore<Rest extends unknown[] = []>(
  backfill: (docs: DocStore, ...rest: Rest) => Promise<unknown>,
): (docs: DocStore, ...rest: Rest) => Promise<unknown> {
  const runs = new WeakMap<DocStore, Promise<unknown>>();
  return (docs, ...rest) => {
    let run = runs.get(docs);
    if (!run) {
      run = backfill(docs, ...rest).catch((error: unknown) => {
        runs.delete(docs);
        throw error;
      });
      runs.set(docs, run);
    }
    return run;
  };
}

/** The backfill above, before the administrators' events list and search. */
export const ensureDerivedFields = runOncePerStore(backfillDerivedFields);
