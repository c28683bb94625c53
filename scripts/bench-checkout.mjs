// `npm run bench:checkout`: N buyers, one ticket each, against one ticket type of capacity C,
// through the beginTransaction app on a plain Node HTTP server (not the Functions emulator's
// worker pool), with real anonymous ID tokens from the Auth emulator. Prints figures; it is
// a benchmark, not a test: only the correctness figures (holds, sold-out answers, errors,
// oversold) decide the exit code.
//
//   npm run bench:checkout -- [--backend embedded|firebase] [--buyers N] [--capacity C]
//                             [--concurrency K] [--identity firebase|local]
import './lib/require-node-22.mjs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { capacityWithinBuyers, oneOf, usage, wholeNumber } from './lib/bench/args.mjs';
import { printOperations } from './lib/bench/print-operations.mjs';
import { runInBenchEmulators } from './lib/bench/bench-emulator-config.mjs';

const defaults = {
  embedded: { buyers: 2000, capacity: 500, concurrency: 64, target: 1000, goal: 2000 },
  firebase: { buyers: 600, capacity: 300, concurrency: 32, target: 200, goal: undefined },
};

const { values, backend, buyers, capacity, concurrency } = usage(() => {
  const { values } = parseArgs({
    options: {
      backend: { type: 'string', default: 'embedded' },
      buyers: { type: 'string' },
      capacity: { type: 'string' },
      concurrency: { type: 'string' },
      identity: { type: 'string', default: 'firebase' },
      'cpu-profile': { type: 'boolean', default: false },
    },
  });
  const backend = oneOf(values, 'backend', Object.keys(defaults), 'embedded or firebase');
  oneOf(values, 'identity', ['firebase', 'local'], 'firebase (production path) or local');
  const whole = (name) => wholeNumber(values, name, { fallback: defaults[backend][name] });
  const checked = {
    values,
    backend,
    buyers: whole('buyers'),
    capacity: whole('capacity'),
    concurrency: whole('concurrency'),
  };
  capacityWithinBuyers(checked.capacity, checked.buyers);
  return checked;
});

// The bench's own emulators: the test stack's ports shifted by 300, another demo project.
const benchProject = 'demo-bench';
const ports = { auth: 19399, hub: 14700, logging: 14750, firestore: 18380, websocket: 18385 };

// Other work on the machine skews the figures: say how busy it was.
const loadBefore = os.loadavg()[0];
const wallStarted = performance.now();
const figures = await runInBenchEmulators({
  name: 'bench-checkout',
  backend,
  project: benchProject,
  ports,
  script: 'run-checkout.mjs',
  args: [
    ...['--backend', backend, '--buyers', buyers, '--capacity', capacity],
    ...['--concurrency', concurrency, '--identity', values.identity],
    ...(values['cpu-profile'] ? ['--cpu-profile'] : []),
  ],
});
const wallSeconds = (performance.now() - wallStarted) / 1000;
process.exitCode = print(figures, wallSeconds) ? 0 : 1;
console.log(
  `machine load average (1 min): ${loadBefore.toFixed(2)} before, ` +
    `${os.loadavg()[0].toFixed(2)} after, on ${os.cpus().length} cores`,
);

function print(f, wall) {
  const { target, goal } = defaults[f.backend];
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
  const s = (value) => `${(value / 1000).toFixed(2)} s`;
  const pct = (value) => `${Math.round(value * 100)}%`;
  let correct = true;
  const must = (actual, expected) => {
    const ok = actual === expected;
    correct &&= ok;
    return `(must be ${expected}: ${ok ? 'ok' : 'FAILED'})`;
  };
  const line = (label, value, note = '') =>
    console.log(`${label.padEnd(30)}${String(value).padEnd(10)}${note}`.trimEnd());
  const rate = f.answeredPerSecond;
  const rateNote =
    `(target >= ${target}${goal ? `, goal ${goal}` : ''}: ` +
    `${rate >= target ? 'met' : `MISSED by ${Math.round(target - rate)}/s`}` +
    `${goal && rate >= target ? (rate >= goal ? ', goal met' : ', goal missed') : ''})`;

  console.log('');
  console.log(
    `Checkout benchmark: ${f.backend === 'firebase' ? 'Firestore emulator' : 'embedded (SQLite)'} backend; ` +
      `identity: ${
        f.identity === 'local'
          ? 'LOCAL decode-only (NOT the production path: no account read)'
          : 'Firebase Auth emulator (production path)'
      }`,
  );
  console.log(
    `${f.buyers} buyers, capacity ${f.capacity}, concurrency ${f.concurrency}; ` +
      'beginTransaction app on a plain Node HTTP server in one process',
  );
  line('answered/s', Math.round(rate), rateNote);
  line('latency p50', ms(f.p50));
  line('latency p95', ms(f.p95));
  line('holds granted (200 held)', f.answers.held, must(f.answers.held, f.capacity));
  line('sold out (409)', f.answers.soldOut, must(f.answers.soldOut, f.buyers - f.capacity));
  line('queued (202)', f.answers.queued);
  line('server errors', f.answers.serverErrors, must(f.answers.serverErrors, 0));
  line('oversold', f.store.oversold, must(f.store.oversold, 0));
  line(
    'served out of arrival order',
    f.store.outOfOrder,
    `(goal 0: ${f.store.outOfOrder === 0 ? 'met' : 'missed'})`,
  );
  printOperations(f, line);
  console.log('');
  console.log(
    `purchase phase ${s(f.elapsedMs)} (p99 ${ms(f.p99)}, max ${ms(f.max)}); ` +
      `setup ${f.setupSeconds.toFixed(2)} s; wall time of the whole command ${wall.toFixed(1)} s`,
  );
  const { lastHoldMs, answeredAfterLastHold } = f.phases;
  const afterMs = f.elapsedMs - lastHoldMs;
  console.log(
    `the last hold was answered at ${s(lastHoldMs)} ` +
      `(${Math.round(f.answers.held / (lastHoldMs / 1000))} holds/s); ` +
      `the ${answeredAfterLastHold} answers after it took ${s(afterMs)} ` +
      `(${afterMs > 0 ? Math.round(answeredAfterLastHold / (afterMs / 1000)) : 'n/a'}/s)`,
  );
  const others = Object.entries(f.otherKinds);
  if (others.length > 0) {
    console.log(`unexpected answers: ${others.map(([k, n]) => `${n} x ${k}`).join(', ')}`);
  }
  console.log(
    `store: ${f.store.requestsWritten} requests queued, ${f.store.granted} granted, ` +
      `${f.store.refusedByAllocator} refused by the allocator, ${f.store.stillPending} pending ` +
      `(the other ${f.buyers - f.store.requestsWritten} refused at the precheck); ` +
      `${f.store.ticketsHeld} tickets held, stock taken ${f.store.stockTaken}`,
  );
  console.log(
    `queue lag (request written -> allocator's answer): p50 ${ms(f.store.queueLagP50)}, ` +
      `p95 ${ms(f.store.queueLagP95)}; allocator finished ${s(f.settleMs)} after the last answer`,
  );
  console.log(
    `server process: event loop busy ${pct(f.server.eventLoopUtilisation)} of the phase; ` +
      `CPU ${f.server.cpuSeconds.toFixed(2)} s in ${s(f.elapsedMs)} on ${os.cpus().length} cores ` +
      '(the buyers worker thread included); ' +
      `emulator suite CPU ${f.server.emulatorCpuSeconds?.toFixed(2) ?? 'n/a'} s`,
  );
  console.log('where the time goes (calls overlap, so wall totals can exceed the phase):');
  const entries = Object.entries(f.profile);
  for (const [name, t] of entries.filter(([name]) => !name.startsWith('lock: '))) {
    console.log(
      `  ${name.padEnd(58)}${String(t.calls).padStart(6)} calls  p50 ${ms(t.p50)}  ` +
        `p95 ${ms(t.p95)}  total ${s(t.totalMs)}`,
    );
  }
  const locks = entries.filter(([name]) => name.startsWith('lock: '));
  if (locks.length > 0) {
    const held = locks.reduce((sum, [, t]) => sum + t.holdMs, 0);
    console.log(
      `  SQLite connection (one operation at a time): held ${s(held)} of the ` +
        `${s(f.elapsedMs + f.settleMs)} phase (${pct(held / (f.elapsedMs + f.settleMs))})`,
    );
    for (const [name, t] of locks.sort(([, a], [, b]) => b.holdMs - a.holdMs)) {
      console.log(
        `    ${name.slice(6).padEnd(20)}${String(t.calls).padStart(6)} x  held ${s(t.holdMs)}  ` +
          `mean wait for the lock ${ms(t.waitMs / t.calls)}`,
      );
    }
  }
  if (f.cpuProfile) {
    console.log(
      `CPU profile of the server thread (self time, ${s(f.cpuProfile.totalMs)} sampled):`,
    );
    const table = (rows) => {
      for (const { name, ms: spent, share } of rows) {
        console.log(`  ${name.padEnd(66)}${s(spent).padStart(8)}  ${pct(share).padStart(4)}`);
      }
    };
    console.log(' by the innermost frame of ours or of a known package on the stack:');
    table(f.cpuProfile.categories);
    console.log(' top places by self time:');
    table(f.cpuProfile.places.slice(0, 12));
  }
  if (f.backend === 'firebase') {
    console.log(
      `  allocator loop: ${f.server.allocatorRuns} passes, ${f.server.allocatorFailures} failures`,
    );
  }
  return correct;
}
