// `npm run bench:drop`: issue 22's waiting-room drop. N buyers (10,000), each with their own
// anonymous session on the Auth emulator, for one ticket type of C tickets (5,000) behind the
// waiting room: they arrive through the minutes before the opening, join, ask again when the
// web page would, and once admitted buy with their token (following a queued purchase as the
// page does) or stop when told sold out. The api app and the beginTransaction app on one
// plain Node HTTP server against the Firestore emulator (or the embedded store); the buyers
// in a worker thread with at most K requests in flight. Prints figures; it is a benchmark,
// not a test: only correctness (exactly C sold, no type over capacity, nobody twice, no error
// answers, every buyer answered) decides the exit code, never speed.
//
//   npm run bench:drop -- [--backend firebase|embedded] [--buyers N] [--capacity C]
//                         [--admit-per-minute R] [--concurrency K] [--lead-seconds S]
//                         [--give-up-minutes M] [--identity firebase|local] [--keys-first]
import './lib/require-node-22.mjs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { capacityWithinBuyers, oneOf, usage, wholeNumber } from './lib/bench/args.mjs';
import { printDrop } from './lib/bench/print-drop.mjs';
import { runInBenchEmulators } from './lib/bench/bench-emulator-config.mjs';

const options = usage(() => {
  const { values } = parseArgs({
    options: {
      backend: { type: 'string', default: 'firebase' },
      buyers: { type: 'string' },
      capacity: { type: 'string' },
      'admit-per-minute': { type: 'string' },
      concurrency: { type: 'string' },
      'lead-seconds': { type: 'string' },
      'give-up-minutes': { type: 'string' },
      identity: { type: 'string', default: 'firebase' },
      'keys-first': { type: 'boolean', default: false },
    },
  });
  const checked = {
    backend: oneOf(values, 'backend', ['firebase', 'embedded'], 'firebase or embedded'),
    identity: oneOf(
      values,
      'identity',
      ['firebase', 'local'],
      'firebase (production path) or local',
    ),
    buyers: wholeNumber(values, 'buyers', { fallback: 10_000 }),
    capacity: wholeNumber(values, 'capacity', { fallback: 5_000 }),
    // The organiser's range (functions/src/contract/waiting-room.ts admitPerMinuteRange).
    admitPerMinute: wholeNumber(values, 'admit-per-minute', {
      fallback: 6_000,
      min: 6,
      max: 6_000,
    }),
    concurrency: wholeNumber(values, 'concurrency', { fallback: 64 }),
    // Long enough for the buyers to arrive (over its first two thirds) and join: 10,000 joins
    // took about 100 s on the Firestore emulator here.
    leadSeconds: wholeNumber(values, 'lead-seconds', { fallback: 150, min: 10 }),
    // A buyer still without a final answer this long after the opening never got one.
    giveUpMinutes: wholeNumber(values, 'give-up-minutes', { fallback: 10 }),
  };
  capacityWithinBuyers(checked.capacity, checked.buyers);
  // The event's signing keys stored before the opening (see run-drop.mjs).
  checked.keysFirst = values['keys-first'];
  return checked;
});

// The bench's own emulators: the test stack's ports shifted by 500 (bench:checkout uses
// 300), another demo project.
const benchProject = 'demo-bench-drop';
const ports = { auth: 19599, hub: 14900, logging: 14950, firestore: 18580, websocket: 18585 };

const wallStarted = performance.now();
const figures = await runInBenchEmulators({
  name: 'bench-drop',
  backend: options.backend,
  project: benchProject,
  ports,
  script: 'run-drop.mjs',
  args: [
    ...['--backend', options.backend, '--buyers', options.buyers, '--capacity', options.capacity],
    ...['--admit-per-minute', options.admitPerMinute, '--concurrency', options.concurrency],
    ...['--lead-seconds', options.leadSeconds, '--identity', options.identity],
    ...['--give-up-minutes', options.giveUpMinutes],
    ...(options.keysFirst ? ['--keys-first'] : []),
  ],
});
const problems = printDrop(figures, (performance.now() - wallStarted) / 1000);
if (problems.length > 0) {
  console.error(`\nNot right: ${problems.join('; ')}`);
  process.exitCode = 1;
}
