// `npm test`: every layer, in order, with the time each took.
//  1. typecheck, lint, format
//  2. unit tests (pure code), web component tests (jsdom), DocStore contract suite (SQLite;
//     Firestore too when FIRESTORE_EMULATOR_HOST is set)
//  3. build the functions and a web build pointed at the test ports
//  4. API integration tests and browser journeys (headless Chromium) inside
//     `firebase emulators:exec` with the Auth, Functions and Hosting emulators
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  emulatorsInUse,
  firebaseBin,
  projectId,
  quietNodeOptions,
  repoRoot,
} from './lib/local-stack.mjs';
import { run } from './lib/run.mjs';
import {
  newTestDataDir,
  testUrls,
  testWebDir,
  writeTestFirebaseConfig,
} from './lib/test-stack.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium is missing at ${chromiumPath}: the browser journeys cannot run, and they are never skipped.\n` +
      'Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).',
  );
  process.exit(1);
}

const timings = [];
async function step(name, work) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  await work();
  timings.push([name, (Date.now() - started) / 1000]);
}

const dataDir = newTestDataDir();
const testEnv = {
  ...process.env,
  BACKEND: 'embedded',
  NODE_OPTIONS: quietNodeOptions,
  EMBEDDED_DATA_DIR: dataDir,
  TEST_HOSTING_URL: testUrls.hosting,
  FIREBASE_AUTH_EMULATOR_HOST: testUrls.authEmulatorHost,
  GCLOUD_PROJECT: projectId,
  CHROMIUM_PATH: chromiumPath,
};

try {
  await step('typecheck', () => run('npm', ['run', 'typecheck']));
  await step('lint', () => run('npm', ['run', 'lint']));
  await step('format', () => run('npm', ['run', 'format:check']));
  await step('unit, web components, DocStore contract', () =>
    run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'contract']),
  );
  await step('build', async () => {
    await run('npm', ['run', 'build', '-w', 'functions']);
    await run(
      'npx',
      ['vite', 'build', '--mode', 'emulator', '--outDir', 'dist-test', '--emptyOutDir'],
      {
        cwd: path.join(repoRoot, 'web'),
        env: { ...process.env, VITE_AUTH_EMULATOR_URL: `http://${testUrls.authEmulatorHost}` },
      },
    );
  });
  const config = writeTestFirebaseConfig();
  await step('API integration and browser journeys (emulators)', () =>
    run(
      firebaseBin,
      [
        'emulators:exec',
        '--config',
        config,
        '--only',
        emulatorsInUse,
        '--project',
        projectId,
        'npx vitest run --project integration --project e2e',
      ],
      { env: testEnv },
    ),
  );
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  console.log('\nTime per layer:');
  for (const [name, seconds] of timings)
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  console.log(`Test data: ${dataDir} (web build for tests: ${testWebDir})`);
}
