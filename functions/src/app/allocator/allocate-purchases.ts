import { paths } from '../../paths';
import { findAllocatorWork, findPartitionWork } from './allocation-queue';
import type { DocData, DocStore, ExistingDoc } from '../../ports/doc-store';
import type { AllocatorTurnRecord, PurchaseRequestRecord } from '../checkout/checkout-records';
import { decideBatch, type Batch, type Pass } from './decide-batch';
import { findOverLimit } from './purchase-limit';
import type { Services } from '../common/services';
import { crashPoint } from '../common/crash-points';

export { holdMs } from './write-decisions';

/** True for the change of an order that sends its tickets back to stock (a refund). */
export function startsStockReturn(before: DocData | undefined, after: DocData | undefined) {
  return after?.stockReturn === 'pending' && before?.stockReturn !== 'pending';
}

export type AllocationOptions = {
  /** Requests per transaction: two writes each, within Firestore's 500 per transaction. */
  batchSize?: number;
  /** Expired holds returned per transaction. */
  expiryBatchSize?: number;
  /** Refunded orders whose tickets go back to stock, per transaction. */
  returnBatchSize?: number;
  /** Look for expired holds and refunds only if this instance last did this long ago. */
  sweepEveryMs?: number;
};

type AllocatorServices = Pick<Services, 'docs' | 'clock' | 'platformFee' | 'purchaseRateLimit'>;

/** One allocator partition of an event sold through several (see domain/partitions.ts). */
export type PartitionRef = { eventId: string; partition: number };

/**
 * The turn this instance's allocators last committed, per store and turn document: one
 * allocator of a queue runs at a time, so the next call starts from it without a read. If
 * another moved the turn since, the first batch finds out in its transaction and reads the
 * turn afresh.
 */
const lastTurns = new WeakMap<DocStore, Map<string, number>>();
/** When this instance's allocator last looked for expired holds and refunds, per store. */
const lastSweeps = new WeakMap<DocStore, number>();

function turnsOf(docs: DocStore): Map<string, number> {
  let turns = lastTurns.get(docs);
  if (!turns) lastTurns.set(docs, (turns = new Map()));
  if (turns.size > 1000) turns.clear();
  return turns;
}

/**
 * What the trigger on new purchase requests runs with: in a rush it runs once a batch, and
 * the holds' expiry (minutes) and the refunds (which run it themselves, as does the timer)
 * need not be looked for every time: two queries a run fewer.
 */
export const onNewRequests: AllocationOptions = { sweepEveryMs: 5_000 };

/**
 * The allocator: the only writer of stock. It takes the oldest pending purchase requests and
 * the holds whose time ran out and the refunded orders whose tickets are not back yet, and in
 * one transaction per batch returns the expired holds and refunded tickets to stock, then
 * grants holds in arrival order up to what is left, creating each order and answering each
 * request. Run it after requests arrive and on a timer; running it twice at once is safe
 * (a batch commits only if no other batch committed since it found the queue), only slower.
 *
 * Requests of an event sold through several partitions are each partition's to decide
 * (`allocatePartition`); this allocator still returns their expired holds and refunds (to
 * the slice each came from). Meeting such requests in its queue, it drains their partitions
 * first, so a large sale never keeps other events' buyers waiting behind it.
 */
export async function allocatePurchases(
  services: AllocatorServices,
  {
    batchSize = 150,
    expiryBatchSize = 50,
    returnBatchSize = 50,
    sweepEveryMs = 0,
  }: AllocationOptions = {},
): Promise<Pass> {
  const { docs, clock } = services;
  const total: Pass = { decided: 0, expired: 0, returned: 0 };
  // Expired holds and refunded tickets are looked for on a call's first batch (unless this
  // instance looked less than `sweepEveryMs` ago) and again only while a batch found as many
  // as it could take.
  const nowMs = clock.now().getTime();
  const sweep = sweepEveryMs === 0 || !(nowMs - (lastSweeps.get(docs) ?? -Infinity) < sweepEveryMs);
  if (sweep) lastSweeps.set(docs, nowMs);
  const sweepSizes = (): [number, number] => (sweep ? [expiryBatchSize, returnBatchSize] : [0, 0]);
  let [expiryLimit, returnLimit] = sweepSizes();
  const turnPath = paths.allocatorTurn();
  for (;;) {
    const now = clock.now().toISOString();
    // The turn before the queue: see decide-batch.ts.
    const turn = await turnBefore(docs, turnPath);
    const [queued, expiring, returning] = await findAllocatorWork(
      docs,
      { requests: batchSize, expired: expiryLimit, returns: returnLimit },
      now,
    );
    const partitioned = queued.filter((doc) => doc.data.partition !== undefined);
    if (partitioned.length > 0) {
      await drainPartitions(services, partitioned, batchSize);
      continue;
    }
    if (queued.length === 0 && expiring.length === 0 && returning.length === 0) return total;
    if (expiring.length < expiryLimit) expiryLimit = 0;
    if (returning.length < returnLimit) returnLimit = 0;
    const overLimit = overLimitOf(services, queued);
    const batch = { turnPath, turn, requests: queued, expiring, returning, overLimit };
    const pass = await decideOnce(services, batch, now);
    if (pass === 'stale') {
      // Another allocator decided in between: find the queue again.
      [expiryLimit, returnLimit] = sweepSizes();
      continue;
    }
    total.decided += pass.decided;
    total.expired += pass.expired;
    total.returned += pass.returned;
    // The queue held less than a batch when it was found: drained, without a query to see it
    // empty. Every request arriving since starts a run of its own (the trigger on its creation).
    if (queued.length < batchSize && expiryLimit === 0 && returnLimit === 0) return total;
  }
}

/**
 * One allocator partition: its own queue (the event's requests with this `partition`), its
 * own turn and its own slice of each type's stock, so P partitions decide at once without
 * contending, until a slice runs short and takes what the others have left. Safe to run
 * twice at once, and after a crash: a batch that did not commit changed nothing, and the
 * next run finds its requests still pending.
 *
 * It also returns its own expired holds to its slice (at most every `sweepEveryMs` per
 * instance), so that the end of a large sale does not wait for the one allocator's sweep;
 * the one allocator still returns them too, and whichever commits first does: each batch
 * reads the orders again and returns only those still held.
 */
export async function allocatePartition(
  services: AllocatorServices,
  home: PartitionRef,
  {
    batchSize = 150,
    expiryBatchSize = 50,
    sweepEveryMs = onNewRequests.sweepEveryMs ?? 0,
  }: Pick<AllocationOptions, 'batchSize' | 'expiryBatchSize' | 'sweepEveryMs'> = {},
): Promise<Pass> {
  const { docs, clock } = services;
  const total: Pass = { decided: 0, expired: 0, returned: 0 };
  const turnPath = paths.partitionTurn(home.eventId, home.partition);
  let expiryLimit = sweepDue(docs, turnPath, clock.now().getTime(), sweepEveryMs)
    ? expiryBatchSize
    : 0;
  for (;;) {
    const now = clock.now().toISOString();
    const turn = await turnBefore(docs, turnPath);
    const [queued, expiring] = await findPartitionWork(
      docs,
      home,
      { requests: batchSize, expired: expiryLimit },
      now,
    );
    if (queued.length === 0 && expiring.length === 0) return total;
    if (expiring.length < expiryLimit) expiryLimit = 0;
    const overLimit = overLimitOf(services, queued);
    const batch = { turnPath, turn, requests: queued, expiring, returning: [], home, overLimit };
    const pass = await decideOnce(services, batch, now);
    if (pass === 'stale') continue;
    total.decided += pass.decided;
    total.expired += pass.expired;
    if (queued.length < batchSize && expiryLimit === 0) return total;
  }
}

/**
 * The batch's requests over the purchase limit, found beside the batch's transaction (which
 * waits for it once its own read is done): one round trip fewer before the answers. A batch
 * whose transaction runs again uses the same finding.
 */
function overLimitOf(
  { docs, purchaseRateLimit }: AllocatorServices,
  queued: ReadonlyArray<ExistingDoc<PurchaseRequestRecord>>,
): Promise<ReadonlyMap<string, number>> {
  const finding = findOverLimit(docs, purchaseRateLimit, queued);
  // Awaited by the transaction; a batch that ends before (stale, empty) must not leave it
  // rejected and unobserved.
  finding.catch(() => {});
  return finding;
}

/** When this instance's partitions last looked for their expired holds, per store. */
const partitionSweeps = new WeakMap<DocStore, Map<string, number>>();

function sweepDue(docs: DocStore, turnPath: string, nowMs: number, everyMs: number): boolean {
  let sweeps = partitionSweeps.get(docs);
  if (!sweeps) partitionSweeps.set(docs, (sweeps = new Map()));
  if (everyMs > 0 && nowMs - (sweeps.get(turnPath) ?? -Infinity) < everyMs) return false;
  if (sweeps.size > 1000) sweeps.clear();
  sweeps.set(turnPath, nowMs);
  return true;
}

/** Runs each partition that `requests` wait in, at once. */
async function drainPartitions(
  services: AllocatorServices,
  requests: ReadonlyArray<ExistingDoc<PurchaseRequestRecord>>,
  batchSize: number,
): Promise<void> {
  const refs = new Map<string, PartitionRef>();
  for (const { data } of requests) {
    const ref = { eventId: data.eventId, partition: data.partition! };
    refs.set(paths.partitionTurn(ref.eventId, ref.partition), ref);
  }
  await Promise.all(
    [...refs.values()].map((ref) => allocatePartition(services, ref, { batchSize })),
  );
}

/**
 * The turn a queue's batch starts from, found before its queue is: the one this instance
 * last committed, else read.
 */
async function turnBefore(docs: DocStore, turnPath: string): Promise<number> {
  return (
    turnsOf(docs).get(turnPath) ?? (await docs.get<AllocatorTurnRecord>(turnPath)).data?.turn ?? 0
  );
}

/** One batch in its transaction; `stale` when another allocator of its queue moved the turn. */
async function decideOnce(
  { docs, platformFee }: AllocatorServices,
  batch: Batch,
  now: string,
): Promise<Pass | 'stale'> {
  const pass = await docs.runTransaction(async (tx) => {
    const decided = await decideBatch(tx, batch, now, () => docs.newId(), platformFee);
    crashPoint('allocator.decided');
    return decided;
  });
  crashPoint('allocator.committed');
  const turns = turnsOf(docs);
  if (pass === 'stale') turns.delete(batch.turnPath);
  else turns.set(batch.turnPath, batch.turn + 1);
  return pass;
}
