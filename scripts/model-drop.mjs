// `npm run model:drop`: the drop model of issue 22 (scripts/lib/drop-model.mjs). From
// Firestore's published limits, for N tickets and buyers arriving at R per second: the
// allocator partitions, the waiting room's admission rate, the time to sell out cold and
// pre-warmed, and a chart of the sale. The default run is 50,000 tickets in one minute.
//
//   npm run model:drop -- [--tickets N] [--rate R] [--target-seconds S]
//       [--tickets-per-order T] [--ops-per-hold 3] [--batch-size 150] [--commit-ms 250]
//       [--stock-writes-per-second 1] [--prewarm-minutes M] [--svg file]
//   npm run model:drop -- --calibrate bench-output.txt
//       (what `npm run bench:checkout -- --backend firebase` printed: the model with the
//        emulator's measured batch and commit time against the holds/s it measured)
import './lib/require-node-22.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatDuration, asciiChart, svgChart } from './lib/drop-model-chart.mjs';
import {
  calibrate,
  calibrationTolerance,
  parseBenchCheckout,
} from './lib/drop-model-calibration.mjs';
import {
  defaultDrop,
  firestoreLimits,
  planDrop,
  simulateDrop,
  waitingRoom,
} from './lib/drop-model.mjs';

const numeric = {
  tickets: 'tickets',
  rate: 'buyersPerSecond',
  'target-seconds': 'targetSeconds',
  'tickets-per-order': 'ticketsPerOrder',
  'ops-per-hold': 'opsPerHold',
  'batch-size': 'batchSize',
  'commit-ms': 'commitMs',
  'stock-writes-per-second': 'documentWritesPerSecond',
  'prewarm-minutes': 'prewarmMinutes',
};
const { values } = parseArgs({
  options: {
    ...Object.fromEntries(Object.keys(numeric).map((name) => [name, { type: 'string' }])),
    svg: { type: 'string' },
    calibrate: { type: 'string' },
  },
});

if (values.calibrate) {
  printCalibration(values.calibrate);
} else {
  printPlan(readDrop());
}

function readDrop() {
  const given = {};
  for (const [option, key] of Object.entries(numeric)) {
    if (values[option] === undefined) continue;
    const value = Number(values[option]);
    if (!(value > 0) && !(key === 'prewarmMinutes' && value === 0)) {
      fail(`--${option} takes a number above 0`);
    }
    given[key] = value;
  }
  const { documentWritesPerSecond, prewarmMinutes, ...rest } = given;
  return {
    ...defaultDrop,
    ...rest,
    limits: { ...firestoreLimits, ...(documentWritesPerSecond && { documentWritesPerSecond }) },
    givenPrewarmMinutes: prewarmMinutes,
  };
}

function printPlan(drop) {
  const plan = planDrop(drop);
  const { choice, cold, holds } = plan;
  const { partition } = choice;
  const n = (value) => Math.round(value).toLocaleString('en-US');
  const prewarmMinutes = drop.givenPrewarmMinutes ?? plan.prewarmMinutes;
  const planned =
    drop.givenPrewarmMinutes === undefined
      ? plan.planned
      : simulateDrop({ ...drop, prewarmSeconds: drop.givenPrewarmMinutes * 60 }, choice.partitions);
  const line = (label, value) => console.log(`  ${label.padEnd(44)}${value}`);

  console.log(
    `Drop model: ${n(drop.tickets)} tickets (${n(holds)} holds of ${drop.ticketsPerOrder}), ` +
      `buyers arriving at ${n(drop.buyersPerSecond)}/s, target ${formatDuration(drop.targetSeconds)}`,
  );
  console.log(
    `Firestore: ${drop.limits.documentWritesPerSecond} write/s per stock document, ` +
      `${drop.limits.writesPerTransaction} writes per transaction, ` +
      `${drop.limits.sequentialIndexWritesPerSecond} writes/s per sequential index shard, ` +
      `ramp ${drop.limits.rampStartOpsPerSecond} ops/s +50% every 5 min; ` +
      `${drop.opsPerHold} operations per hold`,
  );
  console.log('\nOne allocator partition');
  line('holds per commit (batch)', `${n(partition.batch)} (at most ${partition.largestBatch})`);
  line('cap: stock document, batch x writes/s', `${n(partition.caps.stockDocument)} holds/s`);
  line(
    `cap: commit time ${drop.commitMs} ms, one at a time`,
    `${n(partition.caps.commitLatency)} holds/s`,
  );
  line('cap: its createdAt index shard', `${n(partition.caps.indexHotspot)} holds/s`);
  line('grants', `${n(partition.holdsPerSecond)} holds/s (decided by ${partition.decidedBy})`);

  console.log('\nThe plan');
  line('holds/s to sell out in the target', n(choice.plannedHoldsPerSecond));
  line(
    'partitions P',
    `${choice.partitions} (needed ${choice.needed}; at most ${choice.largest}, ` +
      `each slice >= ${drop.minBatchesPerPartition} batches)`,
  );
  line('stock per partition', `${n(drop.tickets / choice.partitions)} tickets`);
  line('admission cap (min of R, P x partition)', `${n(cold.grantCap)} buyers/s`);
  line(
    'without a partition field on createdAt',
    `${n(plan.unshardedHoldsPerSecond)} holds/s at most`,
  );

  const shownPrewarm = prewarmMinutes ?? plan.fullSpeedPrewarmMinutes;
  const scenarios = [
    { label: 'cold collections', simulation: cold },
    // Pre-warming that changes nothing (the target met cold, or buyers the limit) is not shown.
    ...(shownPrewarm > 0 ? [{ label: `pre-warmed ${shownPrewarm} min`, simulation: planned }] : []),
  ];
  console.log(`\n  ${''.padEnd(44)}${scenarios.map((s) => s.label.padEnd(22)).join('')}`);
  const row = (label, valueOf) =>
    line(label, scenarios.map((s) => String(valueOf(s)).padEnd(22)).join(''));
  row('admission at the start', (s) => `${n(s.simulation.segments[0].rate)} buyers/s`);
  row('admission at sell-out', (s) => `${n(s.simulation.segments.at(-1).rate)} buyers/s`);
  row('sold out after', (s) => formatDuration(s.simulation.sellOutSeconds));
  row('buyers queued at sell-out (arriving at R)', (s) =>
    n(waitingRoom(drop, s.simulation).queuedAtSellOut),
  );
  row('longest wait in the waiting room', (s) =>
    formatDuration(waitingRoom(drop, s.simulation).longestWaitSeconds),
  );

  console.log('');
  if (plan.meetsTargetCold) {
    console.log(`Meets the ${formatDuration(drop.targetSeconds)} target on cold collections.`);
  } else if (plan.meetsTarget) {
    console.log(
      `Cold, the 500/50/5 ramp makes it ${formatDuration(cold.sellOutSeconds)}. To meet ` +
        `${formatDuration(drop.targetSeconds)}: ramp synthetic traffic on the checkout ` +
        `collections from 500 ops/s, +50% every 5 minutes, for ${plan.prewarmMinutes} minutes ` +
        `before the sale${
          plan.fullSpeedPrewarmMinutes > plan.prewarmMinutes
            ? ` (${plan.fullSpeedPrewarmMinutes} to admit at the full ${n(cold.grantCap)}/s)`
            : ''
        }.`,
    );
  } else {
    console.log(`Cannot meet ${formatDuration(drop.targetSeconds)} under these limits.`);
    for (const obstacle of plan.obstacles) console.log(`  - ${obstacle}`);
  }
  for (const { label, simulation } of scenarios) {
    console.log(`\nThe sale, ${label}:`);
    console.log(asciiChart(simulation, { ticketsPerOrder: drop.ticketsPerOrder }));
  }
  if (values.svg) {
    writeFileSync(
      values.svg,
      svgChart(scenarios, {
        ticketsPerOrder: drop.ticketsPerOrder,
        title: `${n(drop.tickets)} tickets, buyers at ${n(drop.buyersPerSecond)}/s, P = ${choice.partitions}`,
      }),
    );
    console.log(`\nSVG chart written to ${values.svg}`);
  }
}

function printCalibration(file) {
  let bench;
  try {
    bench = parseBenchCheckout(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${file}: ${error.message}`);
  }
  const result = calibrate(bench);
  const pct = (value) => `${value >= 0 ? '+' : ''}${Math.round(value * 100)}%`;
  console.log('Drop model against bench:checkout on the Firestore emulator (P = 1, no ramp,');
  console.log("no per-document or index limits: the emulator enforces none of production's)");
  console.log(`  batch (allocator decisions per transaction)  ${result.batchSize.toFixed(1)}`);
  console.log(`  allocator time per batch (passes, serial)    ${result.commitMs.toFixed(0)} ms`);
  console.log(
    `  allocator time per hold                      ${result.allocatorMsPerHold.toFixed(1)} ms`,
  );
  console.log(
    `  predicted holds/s (batch / time per batch)   ${result.predictedHoldsPerSecond.toFixed(0)}`,
  );
  console.log(`  measured holds/s (bench:checkout)            ${result.measuredHoldsPerSecond}`);
  console.log(
    `  difference ${pct(result.error)}: ${result.agrees ? 'within' : 'OUTSIDE'} ` +
      `±${calibrationTolerance * 100}%`,
  );
  if (result.allocatorBusy !== undefined) {
    console.log(
      `  the allocator worked ${Math.round(result.allocatorBusy * 100)}% of the purchase phase; ` +
        'the model takes it as always busy (requests waiting), so it predicts an upper bound',
    );
  }
  process.exitCode = result.agrees ? 0 : 1;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
