// The test run's own copy of the local stack: other ports, another demo project id, its own
// data directory and its own web build, so `npm test` never collides with (or clobbers) a
// running `npm start`. TEST_PORT_OFFSET shifts the ports (and the project id) so that
// several test runs can share a machine.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  describeFirestoreEmulator,
  FirestoreEmulatorUnavailable,
  locateFirestoreEmulator,
} from './firestore-emulator.mjs';
import { paystackEnv, startFakePaystack } from './fake-paystack.mjs';
import {
  backendEnv,
  emulatorsFor,
  firebaseBin,
  functionsEmulatorParallel,
  quietNodeOptions,
  repoRoot,
} from './local-stack.mjs';
import { run } from './run.mjs';
import { localStackCspSources, withExtraCspSources } from './security-headers.mjs';

// No two of these differ by a multiple of 100, so stacks offset by 100, 200... never share one.
const basePorts = {
  auth: 19099,
  functions: 15001,
  hosting: 15000,
  hub: 14400,
  logging: 14450,
  eventarc: 19120,
  tasks: 19140,
  firestore: 18080,
  firestoreWebsocket: 18085,
  paystack: 15090,
  storage: 19160,
};

export function testStack(offset = Number(process.env.TEST_PORT_OFFSET ?? 0)) {
  const ports = Object.fromEntries(
    Object.entries(basePorts).map(([name, port]) => [name, port + offset]),
  );
  const suffix = offset ? `-${offset}` : '';
  return {
    ports,
    projectId: `demo-paradise-test${suffix}`,
    configFile: path.join(repoRoot, `firebase.test${suffix}.json`),
    webDirName: `dist-test${suffix}`,
    hostingUrl: `http://127.0.0.1:${ports.hosting}`,
    authEmulatorHost: `127.0.0.1:${ports.auth}`,
  };
}

/**
 * Writes the stack's firebase config: firebase.json with its ports and web build, and a CSP
 * that also lets the app reach this stack's Auth emulator and frame its fake Paystack.
 */
function writeFirebaseConfig(stack) {
  const config = withExtraCspSources(
    JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')),
    localStackCspSources({ authPort: stack.ports.auth, paystackPort: stack.ports.paystack }),
  );
  const { firestoreWebsocket, ...emulatorPorts } = stack.ports;
  delete emulatorPorts.paystack; // not an emulator
  for (const [name, port] of Object.entries(emulatorPorts)) {
    config.emulators[name] = { ...config.emulators[name], host: '127.0.0.1', port };
  }
  config.emulators.firestore.websocketPort = firestoreWebsocket;
  config.hosting.public = `web/${stack.webDirName}`;
  writeFileSync(stack.configFile, JSON.stringify(config, null, 2));
}

/**
 * The functions bundle, and a web build for each stack (one talking to each stack's Auth
 * emulator).
 */
export async function buildForTests(...stacks) {
  await run('npm', ['run', 'build', '-w', 'functions']);
  for (const stack of stacks) await buildWebForTests(stack);
}

async function buildWebForTests(stack) {
  await run(
    'npx',
    ['vite', 'build', '--mode', 'emulator', '--outDir', stack.webDirName, '--emptyOutDir'],
    {
      cwd: path.join(repoRoot, 'web'),
      env: {
        ...process.env,
        VITE_AUTH_EMULATOR_URL: `http://${stack.authEmulatorHost}`,
        VITE_FIREBASE_PROJECT_ID: stack.projectId,
      },
    },
  );
}

/**
 * Runs `lanes` inside one `firebase emulators:exec` of this stack on `backend`: each lane is a
 * list of `vitest run` argument lists run one after the other, and the lanes run at the same
 * time (a lane that mostly waits on an emulator overlaps another that mostly waits on the
 * browser). `firestoreEnv` (firestore-emulator.mjs) brings Java and the Firestore emulator for
 * the firebase backend; `screenshots` keeps a screenshot of each journey step in the run's
 * data directory; `onFirstLaneEnd` is called once, when the first lane has passed its last run;
 * with `startGate` (a file's path) the tests wait for that file to exist, the emulators do not.
 */
export async function runInEmulators(
  stack,
  lanes,
  {
    chromiumPath,
    backend = 'embedded',
    firestoreEnv = {},
    screenshots = false,
    onFirstLaneEnd = () => {},
    startGate,
  },
) {
  const dataDir = path.join(repoRoot, '.test-data', `run-${Date.now()}-${backend}`);
  mkdirSync(dataDir, { recursive: true });
  writeFirebaseConfig(stack);
  const paystack = await startFakePaystack({
    port: stack.ports.paystack,
    webhookUrl: `${stack.hostingUrl}/api/paystack/webhook`,
    checkAnswers: true,
  });
  const env = {
    ...process.env,
    ...backendEnv(backend, dataDir, firestoreEnv),
    ...paystackEnv(stack.ports.paystack),
    FAKE_PAYSTACK_URL: paystack.url,
    NODE_OPTIONS: quietNodeOptions,
    FUNCTIONS_EMULATOR_PARALLEL: functionsEmulatorParallel(backend),
    TEST_HOSTING_URL: stack.hostingUrl,
    // The functions without Hosting in front, as a cross-origin caller could reach them.
    TEST_FUNCTIONS_URL: `http://127.0.0.1:${stack.ports.functions}/${stack.projectId}/us-central1`,
    PUBLIC_BASE_URL: stack.hostingUrl,
    // 8 purchase attempts per buyer in 10 minutes, not 20: the test of the limit then makes 11
    // purchases, not 23 (up to 40 s on the Firestore emulator). The most any other test makes
    // as one buyer is 6 (the check-in API's).
    PURCHASE_RATE_LIMIT: '8/600',
    FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
    GCLOUD_PROJECT: stack.projectId,
    CHROMIUM_PATH: chromiumPath,
    ...(screenshots ? { JOURNEY_SCREENSHOTS: 'true' } : {}),
  };
  // Each run also writes a JSON report: emulators:exec exits 0 when it is stopped by a
  // signal before its script finished, so success is read from the reports, not trusted.
  const vitestRuns = lanes.flat();
  const reports = vitestRuns.map((_, index) => path.join(dataDir, `vitest-report-${index}.json`));
  const commandOf = (vitestArgs) => {
    const index = vitestRuns.indexOf(vitestArgs);
    return [
      'npx',
      'vitest',
      'run',
      ...vitestArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports[index]}`,
    ].join(' ');
  };
  // A lane stops at its first failing run; the reports say which did not pass or not run.
  // With a start gate, each lane first waits for that file to exist: the emulators start at
  // once, the tests when the caller opens the gate.
  const waitForGate = startGate ? [`node scripts/lib/wait-for-file.mjs ${startGate}`] : [];
  const laneCommands = lanes.map((lane) => [...waitForGate, ...lane.map(commandOf)].join(' && '));
  const command =
    laneCommands.length === 1
      ? laneCommands[0]
      : `${laneCommands.map((lane) => `(${lane}) &`).join(' ')} wait`;
  const args = ['emulators:exec', '--config', stack.configFile, '--only', emulatorsFor(backend)];
  // A lane's last report is written when its last run ends.
  const lastReports = lanes.map((lane) => reports[vitestRuns.indexOf(lane.at(-1))]);
  const watch = setInterval(() => {
    if (!lastReports.some((report) => existsSync(report))) return;
    clearInterval(watch);
    onFirstLaneEnd();
  }, 1000);
  let mismatches;
  try {
    await run(firebaseBin, [...args, '--project', stack.projectId, command], { env });
  } finally {
    clearInterval(watch);
    mismatches = await paystack
      .answerMismatches()
      .catch((error) => [
        { operation: 'GET /_fake/answer-check', status: 0, problems: [String(error)] },
      ]);
    paystack.stop();
  }
  for (const report of reports) assertRunPassed(report);
  assertAnswersAsDescribed(mismatches);
  return dataDir;
}

/**
 * Runs the DocStore and use-case contract suites (vitest's `contract` project, `vitestArgs`
 * after it) on the Firestore emulator alone, on `stack`'s Firestore ports: they need no
 * Functions, Auth or Hosting emulator, nor a build. Their SQLite side is left to the caller.
 */
export async function runFirestoreContracts(stack, vitestArgs, { firestoreEnv }) {
  writeFirebaseConfig(stack);
  const dataDir = path.join(repoRoot, '.test-data', `run-${Date.now()}-firestore-contracts`);
  mkdirSync(dataDir, { recursive: true });
  const report = path.join(dataDir, 'vitest-report-0.json');
  const command = [
    ...['npx', 'vitest', 'run', '--project', 'contract', ...vitestArgs],
    ...['--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  ].join(' ');
  await run(
    firebaseBin,
    [
      ...['emulators:exec', '--config', stack.configFile, '--only', 'firestore'],
      ...['--project', stack.projectId, command],
    ],
    {
      env: {
        ...process.env,
        ...backendEnv('firebase', dataDir, firestoreEnv),
        NODE_OPTIONS: quietNodeOptions,
        SKIP_SQLITE_CONTRACTS: 'true',
      },
    },
  );
  assertRunPassed(report);
}

/**
 * Throws naming each kind of answer the stack's fake Paystack gave unlike Paystack's own
 * OpenAPI description (functions/src/tools/fake-paystack/openapi/), checked as it answered.
 */
function assertAnswersAsDescribed(mismatches) {
  if (mismatches.length === 0) return;
  const kinds = new Set(
    mismatches.map(
      ({ operation, status, problems }) => `${operation} ${status}: ${problems.join('; ')}`,
    ),
  );
  throw new Error(
    `The fake Paystack gave ${mismatches.length} answer(s) unlike Paystack's OpenAPI ` +
      `description (functions/src/tools/fake-paystack/openapi/README.md):\n  ` +
      [...kinds].join('\n  '),
  );
}

/** Throws unless the Vitest JSON report at `file` exists and says every test ran and passed. */
function assertRunPassed(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`The tests did not finish: no report at ${file} (were the emulators stopped?)`);
  }
  if (report.success !== true || report.numFailedTests > 0 || report.numTotalTests === 0) {
    throw new Error(
      `The tests did not pass: ${report.numFailedTests} of ${report.numTotalTests} failed (${file})` +
        failuresOf(report),
    );
  }
}

/**
 * Each failed test's file, name and the first lines of its error: the stack's own log runs on
 * after a lane fails, so a CI log cut to its end would otherwise not say which test it was.
 */
function failuresOf(report) {
  const lines = [];
  for (const fileResult of report.testResults ?? []) {
    const failed = (fileResult.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && fileResult.status === 'failed') {
      lines.push(`  ${path.basename(fileResult.name)}: ${firstLines(fileResult.message)}`);
    }
    for (const test of failed) {
      const message = firstLines((test.failureMessages ?? []).join('\n'));
      lines.push(`  ${path.basename(fileResult.name)} › ${test.fullName}\n    ${message}`);
    }
  }
  return lines.length > 0 ? `\n${lines.join('\n')}` : '';
}

function firstLines(text = '', count = 6) {
  return text.split('\n').slice(0, count).join('\n    ');
}

/**
 * The browser for the journeys: CHROMIUM_PATH, else Debian's chromium-headless-shell, else its
 * full chromium. The headless shell is the same Chromium without the desktop browser around
 * it (what Playwright itself runs headless): the embedded layer took a sixth less time on it.
 */
export function chromiumPathOrExit() {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    console.error(
      `Chromium is missing at ${candidates.join(' and ')}: the browser journeys cannot run, and they are never skipped.\n` +
        'Install it with: apt-get update && apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).',
    );
    process.exit(1);
  }
  return found;
}

/**
 * How the Firestore layer's emulator runs here: its environment, or undefined (with a loud
 * warning) when this machine cannot run it. With CI=true a missing emulator fails the run,
 * as a missing Chromium does.
 */
export async function firestoreEnvForTests() {
  try {
    const found = await locateFirestoreEmulator({ repoRoot });
    console.log(describeFirestoreEmulator(found));
    return found.env;
  } catch (error) {
    if (!(error instanceof FirestoreEmulatorUnavailable)) throw error;
    console.error(error.message);
    if (process.env.CI === 'true') {
      console.error('CI=true: the Firestore layer is never skipped there.');
      process.exit(1);
    }
    console.error('\n*** The Firestore layer will be SKIPPED on this machine. ***\n');
    return undefined;
  }
}
