import { overPurchaseLimit, type PurchaseLimitRule } from '../../domain/purchase-window';
import { collections } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import { rateLimitedError } from '../common/rate-limit';
import type { PurchaseRequestRecord } from '../checkout/checkout-records';

/** Firestore's largest `in` list. */
const inLimit = 30;

/**
 * The allocator's half of PURCHASE_RATE_LIMIT: which of a batch's requests are over it, with
 * the seconds until their buyer may queue again. The buyers' requests of the window are read
 * outside the allocator's transaction (one query per 30 buyers, on the uid and createdAt
 * index): a request of the same buyer written since is counted by the next batch, so one
 * buyer's requests racing each other can pass the last place only if they land in two
 * batches at the same instant.
 */
export async function findOverLimit(
  docs: DocStore,
  rule: PurchaseLimitRule,
  requests: ReadonlyArray<ExistingDoc<PurchaseRequestRecord>>,
): Promise<Map<string, number>> {
  // Reclaims of a late payment are the platform's, not a buyer's new attempt.
  const counted = requests.filter((doc) => doc.data.reclaimOrderId === undefined);
  if (counted.length === 0) return new Map();
  const uids = [...new Set(counted.map((doc) => doc.data.uid))];
  const oldest = counted.reduce(
    (min, doc) => (doc.data.createdAt < min ? doc.data.createdAt : min),
    counted[0]!.data.createdAt,
  );
  const since = new Date(Date.parse(oldest) - rule.windowSeconds * 1000).toISOString();
  const chunks = Array.from({ length: Math.ceil(uids.length / inLimit) }, (_, index) =>
    uids.slice(index * inLimit, (index + 1) * inLimit),
  );
  const found = await Promise.all(
    chunks.map((chunk) =>
      docs.query<PurchaseRequestRecord>({
        collection: collections.purchaseRequests,
        where: [
          { field: 'uid', op: 'in', value: chunk },
          { field: 'createdAt', op: '>', value: since },
        ],
      }),
    ),
  );
  const asCounted = ({ id, data }: ExistingDoc<PurchaseRequestRecord>) => ({
    id,
    uid: data.uid,
    createdAt: data.createdAt,
    exempt: data.refusal?.code === 'rate_limited' || data.reclaimOrderId !== undefined,
  });
  return overPurchaseLimit(counted.map(asCounted), found.flat().map(asCounted), rule);
}

/** Per store (so tests with a store each start afresh): when each session queued, here. */
const queuedHere = new WeakMap<DocStore, Map<string, number[]>>();

function recentHere(
  docs: DocStore,
  uid: string,
  { windowSeconds }: PurchaseLimitRule,
  nowMs: number,
) {
  const since = nowMs - windowSeconds * 1000;
  return (queuedHere.get(docs)?.get(uid) ?? []).filter((at) => at > since);
}

/**
 * The door's half: a buyer session that this instance saw queue `limit` requests in the
 * window is told to wait (429) before anything is written or a payment started. Kept in
 * memory, per instance; the allocator counts exactly across instances.
 */
export function checkLimitAtDoor(
  docs: DocStore,
  rule: PurchaseLimitRule,
  uid: string,
  nowMs: number,
): void {
  const recent = recentHere(docs, uid, rule, nowMs);
  if (recent.length < rule.limit) return;
  const freesAt = recent[recent.length - rule.limit]! + rule.windowSeconds * 1000;
  throw rateLimitedError(Math.max(1, Math.ceil((freesAt - nowMs) / 1000)));
}

/** A request of `uid` was queued (written) by this instance at `nowMs`. */
export function recordQueuedAtDoor(
  docs: DocStore,
  rule: PurchaseLimitRule,
  uid: string,
  nowMs: number,
): void {
  let queued = queuedHere.get(docs);
  if (!queued) queuedHere.set(docs, (queued = new Map()));
  // A bound on memory: a burst of more sessions than this forgets the oldest.
  if (queued.size > 50_000) queued.delete(queued.keys().next().value!);
  queued.set(uid, [...recentHere(docs, uid, rule, nowMs), nowMs]);
}
