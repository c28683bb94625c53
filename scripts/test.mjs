// `npm test`: every layer, with the time each took. What can share the machine runs side by side:
//  1. typecheck (three projects), lint (ESLint and import rules) and format, all at once
//  2. unit tests (pure code), web component tests (jsdom), DocStore contract suite (SQLite)
//     and the embedded triggers' crash test, on every core
//  3. build the functions, and a web build for each emulator stack below
//  4. at once, on two stacks of their own (ports, project ids, data):
//     - API integration tests and browser journeys (headless Chromium) inside
//       `firebase emulators:exec` with the Auth, Functions and Hosting emulators, on the
//       embedded backend
//     - the Firestore layer, inside `firebase emulators:exec` with the Firestore emulator too:
//       the contract suites (DocStore, allocator) against Firestore, then the API integration
//       tests and the event approval, checkout and check-in journeys on BACKEND=firebase,
//       with the emulator firing the trigger
//     Both spend much of their time waiting on emulators and the browser, so together they
//     take little longer than the slower one alone. Their output goes to a log each, printed
//     when the layer ends.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import './lib/require-node-22.mjs';
import { repoRoot } from './lib/local-stack.mjs';
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
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const embeddedStack = testStack(offset);
// Ports that differ from the embedded stack's by a multiple of 100 never collide (test-stack.mjs).
const firestoreStack = testStack(offset + 100);
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

/** Runs `layer` with its output in a log file, printed (with its time) once it ends. */
async function quietStep(name, logName, layer) {
  mkdirSync(path.join(repoRoot, '.test-data'), { recursive: true });
  const logFile = path.join(repoRoot, '.test-data', `${logName}-${Date.now()}.log`);
  const started = Date.now();
  console.log(`\n=== ${name}: started (output in ${path.relative(repoRoot, logFile)}) ===`);
  try {
    await layer(logFile);
  } finally {
    const seconds = (Date.now() - started) / 1000;
    timings.push([name, seconds]);
    console.log(`\n=== ${name}: ended after ${seconds.toFixed(1)} s ===`);
    try {
      console.log(readFileSync(logFile, 'utf8'));
    } catch {
      console.log('(no output)');
    }
  }
}

/** Runs every command at once and fails if any failed, after all of them ended. */
async function allAtOnce(commands) {
  const results = await Promise.allSettled(commands.map(([command, args]) => run(command, args)));
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length > 0) throw new Error(failures.map((failure) => failure.reason).join('\n'));
}

try {
  await step('typecheck, lint, format', () =>
    allAtOnce([
      ['npx', ['tsc', '-p', 'functions', '--noEmit']],
      ['npx', ['tsc', '-p', 'web', '--noEmit']],
      ['npx', ['tsc', '-p', 'tsconfig.tests.json', '--noEmit']],
      ['npx', ['eslint', '--max-warnings', '0', '.']],
      ['npm', ['run', 'lint:imports']],
      ['npm', ['run', 'format:check']],
    ]),
  );
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
  await step('build', async () => {
    await buildForTests(embeddedStack);
    if (firestoreEnv) await buildForTests(firestoreStack, { functions: false });
  });
  const embeddedLayer = quietStep(
    'API integration and browser journeys (emulators, embedded backend)',
    'embedded-layer',
    (logFile) =>
      runInEmulators(embeddedStack, [['--project', 'integration', '--project', 'e2e']], {
        chromiumPath,
        logFile,
      }),
  );
  const firestoreLayer = firestoreEnv
    ? quietStep(
        'Firestore layer: contracts, API integration, approval, checkout and check-in journeys',
        'firestore-layer',
        (logFile) =>
          runInEmulators(
            firestoreStack,
            [
              ['--project', 'contract'],
              ['--project', 'integration'],
              [
                '--project',
                'e2e',
                'e2e/event-approval-journey',
                'e2e/checkout-journey',
                'e2e/check-in-journey',
              ],
            ],
            // The contract suites' SQLite side ran in the unit layer already.
            {
              chromiumPath,
              backend: 'firebase',
              firestoreEnv: { ...firestoreEnv, SKIP_SQLITE_CONTRACTS: 'true' },
              logFile,
            },
          ),
      )
    : Promise.resolve(
        timings.push(['Firestore layer: SKIPPED (no Firestore emulator here, see above)', 0]),
      );
  const layers = await Promise.allSettled([embeddedLayer, firestoreLayer]);
  const failed = layers.filter((layer) => layer.status === 'rejected');
  if (failed.length > 0) throw new Error(failed.map((layer) => layer.reason.message).join('\n'));
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  console.log('\nTime per layer (the last two run side by side):');
  for (const [name, seconds] of timings) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  }
  console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s  in all`);
}
