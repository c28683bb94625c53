// The drop model against the Firestore emulator: reads what `npm run bench:checkout --
// --backend firebase` printed, takes the allocator's measured batch and time per batch, and
// compares the model's holds/s for one partition (P = 1, none of production's limits, which
// the emulator does not enforce) with the holds/s the benchmark measured.
import { defaultDrop, emulatorLimits, partitionRate } from './drop-model.mjs';

/** Predicted within this fraction of measured counts as agreement. */
export const calibrationTolerance = 0.25;

const number = (text) => Number(text.replaceAll(',', ''));

/** One profile line of bench:checkout: calls and total seconds of `name`. */
function profileLine(output, name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = output.match(
    new RegExp(
      `${escaped}\\s+(\\d+) calls\\s+p50 ([\\d.]+) ms\\s+p95 ([\\d.]+) ms\\s+total ([\\d.]+) s`,
    ),
  );
  if (!match) throw new Error(`bench:checkout output has no "${name}" line`);
  return { calls: number(match[1]), p50Ms: number(match[2]), totalSeconds: number(match[4]) };
}

/** The figures the model needs from bench:checkout's printout. */
export function parseBenchCheckout(output) {
  const held = output.match(/the last hold was answered at ([\d.]+) s \((\d+) holds\/s\)/);
  const store = output.match(/(\d+) granted, (\d+) refused by the allocator/);
  const answered = output.match(/answered\/s\s+(\d+)/);
  const phase = output.match(/purchase phase ([\d.]+) s/);
  if (!held || !store) throw new Error('bench:checkout output has no holds or store line');
  const batches = profileLine(output, 'allocator: one batch');
  const passes = profileLine(output, 'allocator: allocatePurchases pass');
  return {
    lastHoldSeconds: number(held[1]),
    measuredHoldsPerSecond: number(held[2]),
    answeredPerSecond: answered ? number(answered[1]) : undefined,
    purchasePhaseSeconds: phase ? number(phase[1]) : undefined,
    granted: number(store[1]),
    refusedByAllocator: number(store[2]),
    batches,
    passes,
  };
}

/**
 * The model with the emulator's own parameters: a batch is what the allocator decided per
 * transaction, a commit is the allocator's busy time per transaction (its passes, queries
 * included, run one at a time), and nothing but that time limits the one partition.
 */
export function calibrate(bench) {
  const decisions = bench.granted + bench.refusedByAllocator;
  const batchSize = decisions / bench.batches.calls;
  const commitMs = (bench.passes.totalSeconds * 1000) / bench.batches.calls;
  const partition = partitionRate({
    ...defaultDrop,
    limits: emulatorLimits,
    batchSize,
    commitMs,
  });
  const predicted = partition.holdsPerSecond;
  const error = (predicted - bench.measuredHoldsPerSecond) / bench.measuredHoldsPerSecond;
  return {
    batchSize,
    commitMs,
    allocatorMsPerHold: commitMs / batchSize,
    predictedHoldsPerSecond: predicted,
    measuredHoldsPerSecond: bench.measuredHoldsPerSecond,
    error,
    // Not a prediction: how much of the purchase phase the allocator worked. The rest it
    // waited for requests, held back by the buyers' own path (token, count, create), which
    // the model leaves out: it takes arrivals as reaching the allocator.
    allocatorBusy: bench.purchasePhaseSeconds
      ? Math.min(1, bench.passes.totalSeconds / bench.purchasePhaseSeconds)
      : undefined,
    agrees: Math.abs(error) <= calibrationTolerance,
  };
}
