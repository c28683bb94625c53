// `npm test`: every layer, in order, with the time each took.
//  1. typecheck, lint, format
//  2. unit tests (pure code), web component tests (jsdom), DocStore contract suite (SQLite;
//     Firestore too when FIRESTORE_EMULATOR_HOST is set)
//  3. build the functions and a web build pointed at the test stack
//  4. API integration tests and browser journeys (headless Chromium) inside
//     `firebase emulators:exec` with the Auth, Functions and Hosting emulators
import './lib/require-node-22.mjs';
import { run } from './lib/run.mjs';
import { buildForTests, chromiumPathOrExit, runInEmulators, testStack } from './lib/test-stack.mjs';

const chromiumPath = chromiumPathOrExit();
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
  await step('unit, web components, DocStore contract', () =>
    run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'contract']),
  );
  await step('build', () => buildForTests(stack));
  await step('API integration and browser journeys (emulators)', () =>
    runInEmulators(stack, ['--project', 'integration', '--project', 'e2e'], { chromiumPath }),
  );
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  console.log('\nTime per layer:');
  for (const [name, seconds] of timings) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  }
}
