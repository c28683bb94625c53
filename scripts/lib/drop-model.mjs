// The drop model (issue 22): from Firestore's published limits, how fast a drop of N tickets
// can sell when buyers arrive at R per second, through P allocator partitions behind a
// waiting room. Pure arithmetic, no I/O: scripts/model-drop.mjs prints it.
//
// The checkout it models (docs/architecture.md, "The allocator: checkout on the server"): each admitted buyer writes one purchase
// request; one allocator per partition drains its pending requests in batches, one
// transaction per batch on the partition's stock document, granting holds in arrival order.
//
// The rules, each a limit that caps a rate:
//  1. Per partition: every batch commits the partition's stock document, and Firestore
//     sustains about one write per second to one document, so a partition grants at most
//     `batch x stockWritesPerSecond` holds/s. Its transactions run one at a time, so also at
//     most `batch / commit time`. A batch is capped by the 500 writes of one transaction.
//  2. Index hotspot: an index on a monotonically increasing field (the requests' `createdAt`)
//     takes about 500 writes/s. The design leads every such index with the partition field
//     (or keeps a collection per partition), so each partition has its own 500 writes/s;
//     without that, the whole drop shares one (see `unshardedHoldsPerSecond`).
//  3. Ramp, "500/50/5": traffic to a new collection (a cold key range) starts at 500 ops/s
//     and may grow 50% every 5 minutes. The waiting room admits no more buyers than the ramp
//     allows `opsPerHold` operations each. Conservatively, all of a hold's operations count
//     against one key range. Pre-warming (synthetic traffic ramped before the sale) moves the
//     start of the ramp back.
//  4. Partitions: P = ceil(planned holds/s / per-partition holds/s), where the planned rate is
//     what sells out in the target time (no more than buyers arrive), and at most as many
//     partitions as leave each slice `minBatchesPerPartition` batches of stock: a slice then
//     runs dry at most one batch before the others, so rebalancing near the end moves at most
//     about 1/minBatchesPerPartition of the stock. The allocator gives an event its P by the
//     same rule (functions/src/domain/partitions.ts; drop-model-partitions.test.mjs asserts
//     that both agree).
//  5. Admission rate at time t = min(R, P x per-partition rate, ramp(t) / opsPerHold). The
//     sell-out time is when admitted buyers' holds reach the tickets, plus one commit interval
//     for the last batch. Admission never exceeds R, so it is never below holds / R.

/**
 * Firestore's published limits, as the model uses them.
 * - Ramp: https://firebase.google.com/docs/firestore/best-practices#ramping_up_traffic
 *   ("start with a maximum of 500 operations per second to a new collection and then
 *   increase traffic by 50% every 5 minutes", the 500/50/5 rule; the resolve-latency page
 *   lists sustained traffic beyond it as a cause of latency).
 * - Sequential indexed fields: https://firebase.google.com/docs/firestore/solutions/shard-timestamp
 *   ("Firestore limits the write rate to 500 writes per second"; a shard field raises it to
 *   500 x n) and best-practices#index_exemptions.
 * - One document: about 1 sustained write per second, the long-published figure (the quotas
 *   table's "maximum sustained write rate to a document"; best-practices now says the rate
 *   "depends heavily on the workload", and resolve-latency names too-frequent updates of one
 *   document as contention). A soft limit: bursts go faster, but a sale is sustained load, so
 *   the model does not plan on bursts (`--stock-writes-per-second` explores them).
 * - Transactions: at most 500 writes each (the SDKs' runTransaction; quotas, 10 MiB a request).
 */
export const firestoreLimits = Object.freeze({
  rampStartOpsPerSecond: 500,
  rampGrowthPerStep: 1.5,
  rampStepSeconds: 5 * 60,
  sequentialIndexWritesPerSecond: 500,
  documentWritesPerSecond: 1,
  writesPerTransaction: 500,
});

/** The emulator enforces none of the production limits: only its own speed counts. */
export const emulatorLimits = Object.freeze({
  ...firestoreLimits,
  rampStartOpsPerSecond: Infinity,
  sequentialIndexWritesPerSecond: Infinity,
  documentWritesPerSecond: Infinity,
});

/** The target design's figures (issue 22) where the caller gives none. */
export const defaultDrop = Object.freeze({
  tickets: 50_000,
  buyersPerSecond: 2_000,
  targetSeconds: 60,
  ticketsPerOrder: 1,
  /** Firestore operations per hold, all counted against the ramp (today about 5). */
  opsPerHold: 3,
  /** Writes per hold inside the allocator's transaction: the order and the request's answer. */
  transactionWritesPerHold: 2,
  /** Writes per hold to a sequential index: the request's creation and its answer. */
  sequentialWritesPerHold: 2,
  /** allocate-purchases.ts's batch. */
  batchSize: 150,
  /** One allocator transaction of a batch in production (assumed: two reads and a commit). */
  commitMs: 250,
  minBatchesPerPartition: 20,
  prewarmSeconds: 0,
  limits: firestoreLimits,
});

/** Operations per second the ramp allows `seconds` after the key range first saw traffic. */
export function rampOpsPerSecond(seconds, limits = firestoreLimits) {
  const steps = Math.floor(Math.max(0, seconds) / limits.rampStepSeconds);
  return limits.rampStartOpsPerSecond * limits.rampGrowthPerStep ** steps;
}

/** Whole ramp steps needed before the ramp allows `opsPerSecond` (0 when it starts there). */
export function rampStepsFor(opsPerSecond, limits = firestoreLimits) {
  if (opsPerSecond <= limits.rampStartOpsPerSecond) return 0;
  // The epsilon keeps an exact power (500 x 1.5^k) from rounding up to k + 1.
  const steps =
    Math.log(opsPerSecond / limits.rampStartOpsPerSecond) / Math.log(limits.rampGrowthPerStep);
  return Math.ceil(steps - 1e-9);
}

/** What one allocator partition can grant, and which limit decides it. */
export function partitionRate(drop) {
  const { limits } = drop;
  // One write of the batch is the stock document's.
  const largestBatch = Math.floor(
    (limits.writesPerTransaction - 1) / drop.transactionWritesPerHold,
  );
  const batch = Math.min(drop.batchSize, largestBatch);
  const commitsPerSecond = Math.min(limits.documentWritesPerSecond, 1000 / drop.commitMs);
  const caps = {
    stockDocument: batch * limits.documentWritesPerSecond,
    commitLatency: batch * (1000 / drop.commitMs),
    indexHotspot: limits.sequentialIndexWritesPerSecond / drop.sequentialWritesPerHold,
  };
  const [decidedBy, holdsPerSecond] = Object.entries(caps).reduce((low, cap) =>
    cap[1] < low[1] ? cap : low,
  );
  return { batch, largestBatch, commitsPerSecond, holdsPerSecond, decidedBy, caps };
}

/** The whole drop through one index shard: what it costs not to shard `createdAt`. */
export function unshardedHoldsPerSecond(drop) {
  return drop.limits.sequentialIndexWritesPerSecond / drop.sequentialWritesPerHold;
}

/** Holds to grant: one per order. */
export const holdsOf = (drop) => Math.ceil(drop.tickets / drop.ticketsPerOrder);

/** P partitions: enough for the planned rate, few enough that each slice lasts. */
export function choosePartitions(drop) {
  const partition = partitionRate(drop);
  const holds = holdsOf(drop);
  const plannedHoldsPerSecond = Math.min(drop.buyersPerSecond, holds / drop.targetSeconds);
  const needed = Math.max(1, Math.ceil(plannedHoldsPerSecond / partition.holdsPerSecond - 1e-9));
  const largest = Math.max(1, Math.floor(holds / (drop.minBatchesPerPartition * partition.batch)));
  return {
    partitions: Math.min(needed, largest),
    needed,
    largest,
    plannedHoldsPerSecond,
    partition,
  };
}

/**
 * The sale, second by second in closed form: the admission rate is constant between ramp
 * steps, so holds grow linearly within each. Returns the segments and the sell-out time.
 */
export function simulateDrop(drop, partitions = choosePartitions(drop).partitions) {
  const { limits } = drop;
  const partition = partitionRate(drop);
  const holds = holdsOf(drop);
  const grantCap = Math.min(drop.buyersPerSecond, partitions * partition.holdsPerSecond);
  const admissionAt = (seconds) =>
    Math.min(grantCap, rampOpsPerSecond(seconds + drop.prewarmSeconds, limits) / drop.opsPerHold);
  const segments = [];
  let start = 0;
  let granted = 0;
  while (granted < holds) {
    const rate = admissionAt(start);
    const warmedFor = start + drop.prewarmSeconds;
    // The next ramp step, or never once the partitions or the buyers cap admission.
    const nextStep = Number.isFinite(limits.rampStartOpsPerSecond)
      ? (Math.floor(warmedFor / limits.rampStepSeconds) + 1) * limits.rampStepSeconds -
        drop.prewarmSeconds
      : Infinity;
    const end = rate >= grantCap ? Infinity : nextStep;
    const reachedAt = start + (holds - granted) / rate;
    if (reachedAt <= end) {
      segments.push({ start, end: reachedAt, rate, grantedAtStart: granted });
      granted = holds;
      start = reachedAt;
    } else {
      segments.push({ start, end, rate, grantedAtStart: granted });
      granted += rate * (end - start);
      start = end;
    }
  }
  // The last batch waits for its commit slot before its buyers hear.
  const sellOutSeconds = start + 1 / partition.commitsPerSecond;
  return { segments, holds, partitions, grantCap, sellOutSeconds, admissionAt };
}

/** Holds granted `seconds` into the sale. */
export function grantedAt(simulation, seconds) {
  const segment = simulation.segments.find((s) => seconds <= s.end) ?? simulation.segments.at(-1);
  const within = Math.min(Math.max(0, seconds - segment.start), segment.end - segment.start);
  return Math.min(simulation.holds, segment.grantedAtStart + segment.rate * within);
}

/** The waiting room at sell-out: buyers still queued, and the last admitted buyer's wait. */
export function waitingRoom(drop, simulation) {
  const end = simulation.segments.at(-1).end;
  return {
    queuedAtSellOut: Math.max(0, Math.round(drop.buyersPerSecond * end - simulation.holds)),
    // The last admitted buyer arrived when `holds` buyers had arrived, at holds / R.
    longestWaitSeconds: Math.max(0, end - simulation.holds / drop.buyersPerSecond),
  };
}

/**
 * Minutes of ramped pre-warming so the sale meets its target, or undefined when no amount
 * would (the partitions or the buyers are the limit then). Searched in ramp steps.
 */
export function prewarmMinutesFor(drop, partitions, maxSteps = 40) {
  for (let steps = 0; steps <= maxSteps; steps += 1) {
    const prewarmSeconds = steps * drop.limits.rampStepSeconds;
    const { sellOutSeconds } = simulateDrop({ ...drop, prewarmSeconds }, partitions);
    if (sellOutSeconds <= drop.targetSeconds) return prewarmSeconds / 60;
  }
  return undefined;
}

/** Everything the script prints: the partitions, both cold and pre-warmed sales, the verdict. */
export function planDrop(drop) {
  const choice = choosePartitions(drop);
  const { partitions, partition } = choice;
  const cold = simulateDrop({ ...drop, prewarmSeconds: 0 }, partitions);
  const prewarmMinutes = prewarmMinutesFor(drop, partitions);
  const fullSpeedOps = cold.grantCap * drop.opsPerHold;
  const fullSpeedPrewarmMinutes =
    (rampStepsFor(fullSpeedOps, drop.limits) * drop.limits.rampStepSeconds) / 60;
  const planned = simulateDrop(
    { ...drop, prewarmSeconds: (prewarmMinutes ?? fullSpeedPrewarmMinutes) * 60 },
    partitions,
  );
  const holds = holdsOf(drop);
  const obstacles = [];
  if (holds / drop.buyersPerSecond > drop.targetSeconds) {
    obstacles.push(
      `buyers: ${holds} orders at ${drop.buyersPerSecond}/s take ` +
        `${Math.round(holds / drop.buyersPerSecond)} s to arrive`,
    );
  }
  if (choice.needed > choice.largest) {
    obstacles.push(
      `partitions: ${choice.needed} would be needed, but more than ${choice.largest} leave ` +
        `a slice under ${drop.minBatchesPerPartition} batches of ${partition.batch}`,
    );
  }
  return {
    drop,
    holds,
    choice,
    cold,
    planned,
    prewarmMinutes,
    fullSpeedPrewarmMinutes,
    unshardedHoldsPerSecond: unshardedHoldsPerSecond(drop),
    meetsTargetCold: cold.sellOutSeconds <= drop.targetSeconds,
    meetsTarget: prewarmMinutes !== undefined,
    obstacles,
  };
}
