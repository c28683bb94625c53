// `npm test`: every layer, in order, with the time each took.
//  1. typecheck, lint, format
//  2. unit tests (pure code), web component tests (jsdom), DocStore contract suite (SQLite)
//     and the embedded triggers' crash test
//  3. build the functions and a web build pointed at the test stack
//  4. API integration tests and browser journeys (headless Chromium) inside
//     `firebase emulators:exec` with the Auth, Functions and Hosting emulators, on the
//     embedded backend
//  5. the Firestore layer, inside `firebase emulators:exec` with the Firestore emulator too:
//     the contract suites (DocStore, allocator) against Firestore, then the API integration tests and the
//     event approval, checkout and check-in journeys on BACKEND=firebase, with the emulator firing the trigger
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

async function step(name, work) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  await work();
  timings.push([name, (Date.now() - started) / 1000]);
}

try {
  await step('typecheck', () => run('npm', ['run', 'typecheck']));
  await step('lint', () => run('npm', ['run', 'lint']));
  await step('format', () => run('npm', ['run', 'format:check']));
  await step('unit, web components, DocStore contract (SQLite)', () =>
    run(
      'npx',
      ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'contract'],
      {
        // The Firestore side of the contract runs in the Firestore layer, on its emulator.
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: '' },
      },
    ),
  );
  await step('build', () => buildForTests(stack));
  await step('API integration and browser journeys (emulators, embedded backend)', () =>
    runInEmulators(stack, [['--project', 'integration', '--project', 'e2e']], { chromiumPath }),
  );
  if (firestoreEnv) {
    await step(
      'Firestore layer: contracts, API integration, approval, checkout and check-in journeys',
      () =>
        runInEmulators(
          stack,
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
}
