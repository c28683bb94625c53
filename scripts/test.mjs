// `npm test`: every layer, with the time each took.
//  1. typecheck (three projects), lint (ESLint and import rules), format and the docs' links,
//     all at once
//  2. unit tests (pure code), web component tests (jsdom) and the contract suites (DocStore
//     adapters, use cases on a store, the crash harness) on SQLite, and at the same time the
//     contract suites again on the Firestore emulator alone
//  3. build the functions and a web build pointed at each test stack
//  4. API integration tests and browser journeys (headless Chromium) inside
//     `firebase emulators:exec` with the Auth, Functions and Hosting emulators, on the
//     embedded backend, in two lanes (see `besideLane`)
//  5. the Firestore layer, inside `firebase emulators:exec` with the Firestore emulator too:
//     the API integration tests and, at the same time, the event approval, checkout and
//     check-in journeys (again) and three journeys that run only there (see
//     `firestoreOnlyJourneys`) on BACKEND=firebase, with the emulator firing the triggers
// The Firestore layer starts when the embedded layer's first lane ends, on ports of its own:
// each layer keeps both cores busy (Chromium, the Functions emulator's workers), and wholly
// side by side they finished only a tenth sooner, but the embedded layer's last lane and the
// Firestore layer's start each leave a core idle.
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import './lib/require-node-22.mjs';
import { run, runVitest } from './lib/run.mjs';
import {
  buildForTests,
  chromiumPathOrExit,
  firestoreEnvForTests,
  runFirestoreContracts,
  runInEmulators,
  testStack,
} from './lib/test-stack.mjs';

const chromiumPath = chromiumPathOrExit();
const firestoreEnv = await firestoreEnvForTests();
const portOffset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const stack = testStack(portOffset);
// The Firestore layer's ports: a thousand up, so that the two layers can overlap.
const firestoreStack = testStack(portOffset + 1000);
// The Firestore emulator of the contract suites, beside the unit layer.
const firestoreContractsStack = testStack(portOffset + 2000);
const timings = [];
/** The file whose existence lets the Firestore layer's tests start (see below). */
const firestoreGate = path.join(os.tmpdir(), `firestore-layer-gate-${process.pid}`);
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

/** Waits for every one of `works` and fails with every failure, after all of them ended. */
async function together(works) {
  const failures = (await Promise.allSettled(works)).filter(({ status }) => status === 'rejected');
  if (failures.length > 0) throw new Error(failures.map((failure) => failure.reason).join('\n'));
}

/** Runs every command at once and fails if any failed, after all of them ended. */
const allAtOnce = (commands) => together(commands.map(([command, args]) => run(command, args)));

/**
 * The journeys through whatever differs on Firestore (the triggers of approval, checkout and
 * check-in): they run on both stacks.
 */
const bothBackendsJourneys = [
  'e2e/checkout-journey',
  'e2e/check-in-journey',
  'e2e/event-approval-journey',
];

/**
 * Journeys whose screens do not care which store is behind them, run on the Firestore layer's
 * stack only. They ran in the embedded layer's second lane, whose end starts the Firestore
 * layer: there they kept it from starting for about a minute, and its journeys then ended 70 s
 * before its integration tests (CI, 2026-11-29: the embedded layer's lanes 274 and 149 s, the
 * Firestore layer 196 s).
 */
const firestoreOnlyJourneys = ['e2e/payout-journey', 'e2e/accounts-journey', 'e2e/profile-journey'];

/**
 * Journeys that run in a second lane beside the embedded layer's others (the API integration
 * tests and the remaining journeys): each lane keeps a core busy with Chromium and the
 * Functions emulator's workers. The Firestore layer starts when this lane ends, so it is kept
 * short.
 */
const besideLane = [
  'e2e/waiting-room-journey',
  'e2e/questionnaire-journey',
  'e2e/ticket-keeping-journey',
  'e2e/organiser-toolkit-journey',
  'e2e/hidden-types-journey',
  'e2e/waiting-list-journey',
  'e2e/door-dashboard-journey',
  'e2e/refund-journey',
  'e2e/widget-journey',
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
  // The contract suites on Firestore mostly wait on its emulator (transactions waiting out
  // contention, the crash harness's child processes, a store outage): beside the unit layer
  // they fill its idle moments. In the Firestore layer, four at a time beside its API
  // integration tests, they had made those three times slower (the team roles API test 8 s
  // alone, 27 s beside them; 2026-11-29).
  await step('unit, web components, contracts (SQLite; Firestore beside them)', () =>
    together([
      runVitest(['unit', 'unit-mocking-modules', 'web', 'contract'], [], {
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: '' },
      }),
      ...(firestoreEnv
        ? [runFirestoreContracts(firestoreContractsStack, ['--maxWorkers=3'], { firestoreEnv })]
        : []),
    ]),
  );
  await step('build', () =>
    firestoreEnv ? buildForTests(stack, firestoreStack) : buildForTests(stack),
  );
  // The Firestore layer's tests start when the embedded layer's first lane ends, on a stack of
  // its own, and its emulators at once: starting them took about 18 s that no test waited on
  // the embedded side. The gate is a file its lanes wait for.
  const openFirestoreGate = () => writeFileSync(firestoreGate, '');
  const embeddedLayer = step(
    'API integration and browser journeys (emulators, embedded backend)',
    () =>
      runInEmulators(
        stack,
        [
          [
            [
              ...['--project', 'integration', '--project', 'e2e'],
              ...[...besideLane, ...firestoreOnlyJourneys].flatMap(excluding),
            ],
          ],
          [['--project', 'e2e', ...besideLane]],
        ],
        { chromiumPath, onFirstLaneEnd: openFirestoreGate },
      ),
  );
  // A failed embedded layer opens the gate too: the Firestore layer still runs.
  embeddedLayer.catch(() => {}).then(openFirestoreGate);
  const firestoreLayer = firestoreEnv
    ? step("Firestore layer: API integration and six journeys (from its emulators' start)", () =>
        runInEmulators(
          firestoreStack,
          [
            // Everything here goes through the Functions emulator: the API integration tests
            // (most of their time waiting on triggers) beside the journeys.
            [['--project', 'e2e', ...bothBackendsJourneys, ...firestoreOnlyJourneys]],
            [['--project', 'integration']],
          ],
          { chromiumPath, backend: 'firebase', firestoreEnv, startGate: firestoreGate },
        ),
      )
    : undefined;
  if (!firestoreEnv) {
    timings.push(['Firestore layer: SKIPPED (no Firestore emulator here, see above)', 0]);
  }
  await together([embeddedLayer, firestoreLayer]);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(firestoreGate, { force: true });
  console.log('\nTime per layer:');
  for (const [name, seconds] of timings) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  }
  console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s  in all`);
}
