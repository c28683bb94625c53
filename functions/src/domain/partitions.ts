/**
 * Partitioned allocation (issue 22), pure: how many allocator partitions an event gets, which
 * partition a buyer's requests go to, each partition's slice of a ticket type's stock, and
 * how allotment moves between slices when one runs dry. No I/O: app/allocator reads and writes
 * the slices inside the allocator's transactions; this decides.
 *
 * The rule for P is the drop model's (scripts/lib/drop-model.mjs, `choosePartitions`; a unit
 * test there asserts both agree). One partition grants about one batch a second: every batch
 * writes the partition's turn and stock documents, and Firestore sustains about one write a
 * second to one document. So P = ceil(planned holds/s / per-partition holds/s), where the
 * planned rate is what sells the capacity out in `targetSeconds` (no faster than the waiting
 * room admits buyers, when it paces them), and P is at most as many partitions as leave each
 * slice `minBatchesPerPartition` batches of stock: a slice then runs dry at most about one
 * batch before the others, and rebalancing near the end moves little.
 */

/** The production figures the rule uses: the drop model's `defaultDrop` and `firestoreLimits`. */
export const partitionFigures = Object.freeze({
  /** allocate-purchases.ts's batch. */
  batchSize: 150,
  writesPerTransaction: 500,
  /** Writes per hold in the allocator's transaction: the order and the request's answer. */
  transactionWritesPerHold: 2,
  documentWritesPerSecond: 1,
  /** One allocator transaction in production (assumed: two reads and a commit). */
  commitMs: 250,
  sequentialIndexWritesPerSecond: 500,
  /** Writes per hold to the requests' `createdAt` index: the creation and the answer. */
  sequentialWritesPerHold: 2,
  minBatchesPerPartition: 20,
  /** How fast a large sale should sell out when nothing paces the buyers. */
  targetSeconds: 60,
});

export type PartitionFigures = typeof partitionFigures;

/** What one partition can grant a second: the lowest of its three caps. */
export function partitionHoldsPerSecond(figures: PartitionFigures = partitionFigures) {
  // One write of the batch is the stock document's.
  const largestBatch = Math.floor(
    (figures.writesPerTransaction - 1) / figures.transactionWritesPerHold,
  );
  const batch = Math.min(figures.batchSize, largestBatch);
  const holdsPerSecond = Math.min(
    batch * figures.documentWritesPerSecond,
    batch * (1000 / figures.commitMs),
    figures.sequentialIndexWritesPerSecond / figures.sequentialWritesPerHold,
  );
  return { batch, holdsPerSecond };
}

/**
 * P for `holds` holds (one per order) arriving at `buyersPerSecond` (Infinity when nothing
 * paces them): enough partitions for the planned rate, few enough that each slice lasts.
 */
export function partitionsFor(
  { holds, buyersPerSecond }: { holds: number; buyersPerSecond: number },
  figures: PartitionFigures = partitionFigures,
) {
  const { batch, holdsPerSecond } = partitionHoldsPerSecond(figures);
  const plannedHoldsPerSecond = Math.min(buyersPerSecond, holds / figures.targetSeconds);
  // The epsilon keeps an exact multiple from rounding up.
  const needed = Math.max(1, Math.ceil(plannedHoldsPerSecond / holdsPerSecond - 1e-9));
  const largest = Math.max(1, Math.floor(holds / (figures.minBatchesPerPartition * batch)));
  return { partitions: Math.min(needed, largest), needed, largest, plannedHoldsPerSecond };
}

/**
 * An event's P, fixed when it is first approved: from its whole capacity (every type; one
 * ticket per order, the most holds that capacity can take) and, if its waiting room sets
 * one, the rate it admits buyers at. Under about 9,000 tickets this is 1: today's allocator.
 */
export function eventPartitions(capacity: number, admitPerMinute?: number): number {
  const buyersPerSecond = admitPerMinute === undefined ? Infinity : admitPerMinute / 60;
  return partitionsFor({ holds: Math.max(0, capacity), buyersPerSecond }).partitions;
}

/**
 * A buyer's partition: FNV-1a of the uid, mod P. Stable, so all of one buyer's requests
 * queue in one partition, in the order they arrived.
 */
export function partitionOfBuyer(uid: string, partitions: number): number {
  if (partitions <= 1) return 0;
  let hash = 0x811c9dc5;
  for (let index = 0; index < uid.length; index++) {
    hash ^= uid.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % partitions;
}

/**
 * Slice `partition`'s share of `capacity` before any rebalancing: an even split, the
 * remainder to the first slices. The shares of all P slices add up to the capacity.
 */
export function baseAllotment(capacity: number, partitions: number, partition: number): number {
  const even = Math.floor(capacity / partitions);
  return even + (partition < capacity % partitions ? 1 : 0);
}

/**
 * A slice as stored: what it took (held or sold) and the allotment rebalancing moved in
 * (negative: out). Its allotment is its share of the type's capacity plus `moved`, so the
 * allotments of all slices add up to the capacity whatever it is, as long as every move
 * takes from one slice what it gives another in one transaction.
 */
export type Slice = { partition: number; taken: number; moved: number };

export const allotmentOf = (capacity: number, partitions: number, slice: Slice) =>
  baseAllotment(capacity, partitions, slice.partition) + slice.moved;

/** What slice can still grant: never negative (a capacity cut can leave a slice short). */
export const sliceLeft = (capacity: number, partitions: number, slice: Slice) =>
  Math.max(0, allotmentOf(capacity, partitions, slice) - slice.taken);

/**
 * Allotment to move to slice `to`, which needs `shortfall` more than it has, from the other
 * slices: from the fullest first (it runs dry last otherwise), only what they have left
 * (so no slice is left owing), no more than the shortfall (the others keep selling their
 * own). Returns the amount taken from each donor; the amounts add up to at most `shortfall`.
 */
export function planPull(
  capacity: number,
  partitions: number,
  to: number,
  shortfall: number,
  slices: readonly Slice[],
): Map<number, number> {
  const donors = slices
    .filter((slice) => slice.partition !== to)
    .map((slice) => ({ partition: slice.partition, left: sliceLeft(capacity, partitions, slice) }))
    .filter((donor) => donor.left > 0)
    .sort((a, b) => b.left - a.left || a.partition - b.partition);
  const pulls = new Map<number, number>();
  let wanted = Math.max(0, shortfall);
  for (const donor of donors) {
    if (wanted === 0) break;
    const amount = Math.min(wanted, donor.left);
    pulls.set(donor.partition, amount);
    wanted -= amount;
  }
  return pulls;
}

/**
 * The lowest capacity a type can be cut to without a slice owing: every slice's share of
 * the new capacity, plus what moved in, must still cover what it took. Below it, the other
 * slices could sell their whole allotment and the type would sell more than its capacity.
 */
export function capacityFloor(partitions: number, slices: readonly Slice[]): number {
  const taken = slices.reduce((sum, slice) => sum + slice.taken, 0);
  let capacity = taken;
  const owes = (c: number) =>
    slices.some((slice) => allotmentOf(c, partitions, slice) < slice.taken);
  // Each step raises every share by about 1/P; the floor is within P x the worst debt.
  while (owes(capacity)) capacity += 1;
  return capacity;
}
