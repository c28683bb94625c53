// `npm test`: every layer, with the time each took.
//  1. typecheck (three projects), lint (ESLint and import rules), format and the docs' links,
//     all at once
//  2. unit tests (pure code), web component tests (jsdom), DocStore contract suite (SQLite)
//     and the embedded triggers' crash test, on both cores
//  3. build the functions and a web build pointed at the test stack
//  4. API integration tests and browser journeys (headless Chromium) inside
//     `firebase emulators:exec` with the Auth, Functions and Hosting emulators, on the
//     embedded backend, in two lanes (see `besideLane`)
//  5. the Firestore layer, inside `firebase emulators:exec` with the Firestore emulator too:
//     the contract suites (DocStore, allocator) against Firestore and, at the same time, the
//     API integration tests then the event approval, checkout and check-in journeys on
//     BACKEND=firebase, with the emulator firing the triggers
// The two emulator layers run one after the other: each keeps both cores busy (Chromium, the
// Functions emulator's workers), and side by side they finished only a tenth sooner.
import './lib/require-node-22.mjs';
import { run } from './lib/run.mjs';
import {
  buildForTests,
  chromiumPathOrExit,
  firestoreEnvForTests,
  runInEmulators,
  testStack,
} from './lib/test-stack.mjs';

const chromiumPath = chromiumPathOrExit();
const firestoreEnv = await firestoreEnvForTests();
const stack = testStack();
const timings = [];
const startedAt = Date.now();

async function step(name, work) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await work();
  } finally {
    timings.push([name, (Date.now() - started) / 1000]);
  }
}

/** Runs every command at once and fails if any failed, after all of them ended. */
async function allAtOnce(commands) {
  const results = await Promise.allSettled(commands.map(([command, args]) => run(command, args)));
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length > 0) throw new Error(failures.map((failure) => failure.reason).join('\n'));
}

/**
 * Journeys that run in a second lane beside the embedded layer's others (the API integration
 * tests and the remaining journeys), chosen so that both lanes end together: each lane keeps
 * a core busy with Chromium and the Functions emulator's workers. Measured in a whole run on
 * a quiet machine (2026-11-28): the first lane's files took about 178 s, these about 130 s,
 * so the refund journey (17 s) came here.
 */
const besideLane = [
  'e2e/waiting-room-journey',
  'e2e/accounts-journey',
  'e2e/payout-journey',
  'e2e/profile-journey',
  'e2e/ticket-keeping-journey',
  'e2e/organiser-toolkit-journey',
  'e2e/hidden-types-journey',
  'e2e/waiting-list-journey',
  'e2e/door-dashboard-journey',
  'e2e/refund-journey',
];
const excluding = (file) => ['--exclude', `${file}.test.ts`];

try {
  await step('typecheck, lint, format, docs', () =>
    allAtOnce([
      ['npx', ['tsc', '-p', 'functions', '--noEmit']],
      ['npx', ['tsc', '-p', 'web', '--noEmit']],
      ['npx', ['tsc', '-p', 'tsconfig.tests.json', '--noEmit']],
      ['npx', ['eslint', '--max-warnings', '0', '.']],
      ['npm', ['run', 'lint:imports']],
      ['npm', ['run', 'format:check']],
      ['npm', ['run', 'check:docs']],
    ]),
  );
  // The static checks beside this layer made both slower: each keeps the two cores busy.
  await step('unit, web components, DocStore contract (SQLite)', () =>
    run(
      'npx',
      // Vitest leaves a core to itself by default: one worker on this two-core machine.
      [
        'vitest',
        'run',
        '--maxWorkers=2',
        '--project',
        'unit',
        '--project',
        'unit-mocking-modules',
        '--project',
        'web',
        '--project',
        'contract',
      ],
      {
        // The Firestore side of the contract runs in the Firestore layer, on its emulator.
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: '' },
      },
    ),
  );
  await step('build', () => buildForTests(stack));
  await step('API integration and browser journeys (emulators, embedded backend)', () =>
    runInEmulators(
      stack,
      [
        [['--project', 'integration', '--project', 'e2e', ...besideLane.flatMap(excluding)]],
        [['--project', 'e2e', ...besideLane]],
      ],
      { chromiumPath },
    ),
  );
  if (firestoreEnv) {
    await step(
      'Firestore layer: contracts, API integration, approval, checkout and check-in journeys',
      () =>
        runInEmulators(
          stack,
          [
            // The contract suites wait on the Firestore emulator (a crash harness restarting
            // its sale, a store outage, transactions waiting out contention) more than they
            // compute: four at a time they took 132 s (the crash harness's 11 cases the
            // longest file, about 115 s). Beside them, everything that goes through the
            // Functions emulator: the API integration tests (about 175 s, most of it waiting
            // on triggers) and the journeys, shared out so that both lanes end together.
            [
              ['--maxWorkers=4', '--project', 'contract'],
              ['--project', 'e2e', 'e2e/checkout-journey', 'e2e/check-in-journey'],
            ],
            [
              ['--project', 'integration'],
              ['--project', 'e2e', 'e2e/event-approval-journey'],
            ],
          ],
          // The contract suites' SQLite side ran in the unit layer already.
          {
            chromiumPath,
            backend: 'firebase',
            firestoreEnv: { ...firestoreEnv, SKIP_SQLITE_CONTRACTS: 'true' },
          },
        ),
    );
  } else {
    timings.push(['Firestore layer: SKIPPED (no Firestore emulator here, see above)', 0]);
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  console.log('\nTime per layer:');
  for (const [name, seconds] of timings) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  }
  console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s  in all`);
}
