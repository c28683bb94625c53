// Facts about the local stack shared by the start, dev, seed, grant-admin and test scripts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localWrappingKeys } from './local-wrapping-keys.mjs';
import { localStackCspSources, withExtraCspSources } from './security-headers.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
const firebaserc = JSON.parse(readFileSync(path.join(repoRoot, '.firebaserc'), 'utf8'));

export const projectId = firebaserc.projects.default;
export const ports = {
  auth: firebaseJson.emulators.auth.port,
  functions: firebaseJson.emulators.functions.port,
  hosting: firebaseJson.emulators.hosting.port,
  firestore: firebaseJson.emulators.firestore.port,
};
export const hostingUrl = `http://127.0.0.1:${ports.hosting}`;
/** The project's fake Paystack on the local stack (scripts/lib/fake-paystack.mjs). */
export const fakePaystackPort = 5090;
export const authEmulatorHost = `127.0.0.1:${ports.auth}`;
export const firestoreEmulatorHost = `127.0.0.1:${ports.firestore}`;
export const defaultDataDir = path.join(repoRoot, 'emulator-data');

export const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');

export const backends = ['embedded', 'firebase'];

/**
 * The emulators each backend runs. The embedded backend replaces Firestore and Storage with
 * SQLite and files; the firebase backend runs the real Firestore emulator (Storage cannot
 * run here: its rules runtime is a download, so blobs stay on disk).
 */
export function emulatorsFor(backend) {
  return backend === 'firebase' ? 'auth,functions,hosting,firestore' : 'auth,functions,hosting';
}

/** Where each backend keeps its local state; the firebase one beside the embedded one. */
export function defaultDataDirFor(backend) {
  return backend === 'firebase' ? path.join(defaultDataDir, 'firebase') : defaultDataDir;
}

/**
 * The functions' environment for a backend (see functions/src/config/runtime-config.ts):
 * the embedded backend keeps everything in `dataDir`; the firebase backend keeps its blobs
 * there, and `firestoreEnv` (from firestore-emulator.mjs) brings Java and the emulator.
 */
export function backendEnv(backend, dataDir, firestoreEnv = {}) {
  if (backend === 'firebase') {
    return {
      ...firestoreEnv,
      // No Google metadata server locally: without this, Google's auth library probes for
      // one (and warns it is unreachable) in every process that talks to Firestore.
      METADATA_SERVER_DETECTION: 'none',
      BACKEND: 'firebase',
      LOCAL_BLOB_DIR: path.join(dataDir, 'blobs'),
      EMBEDDED_DATA_DIR: dataDir,
      TICKET_KEY_WRAPPING_KEYS: localWrappingKeys(dataDir),
    };
  }
  return {
    BACKEND: 'embedded',
    EMBEDDED_DATA_DIR: dataDir,
    TICKET_KEY_WRAPPING_KEYS: localWrappingKeys(dataDir),
  };
}

/**
 * On the firebase backend, runs production's schedules every 30 s: `holdExpiry` (expired
 * holds go back to stock), `stalledRefunds` (refunds left half-way are finished),
 * `lapsedPayments` (payments of lapsed holds that went through unheard) and `payoutSweep` (payouts the gateway did not take or never confirmed). The
 * Functions emulator cannot run schedules (they need Pub/Sub), so this calls the
 * emulator-only `POST /api/emulator/{schedule}`, which runs the same code. (The embedded
 * backend has its own timer inside the functions.) Returns a function that stops the timer.
 */
export function startScheduleTimer(backend, baseUrl = hostingUrl, everyMs = 30_000) {
  if (backend !== 'firebase') return () => {};
  let warned = false;
  const timer = setInterval(async () => {
    try {
      for (const schedule of [
        'holdExpiry',
        'stalledRefunds',
        'lapsedPayments',
        'payoutSweep',
        'waitingListSweep',
        'mailingSweep',
        'eventReminders',
        'webhookSweep',
      ]) {
        const response = await fetch(`${baseUrl}/api/emulator/${schedule}`, { method: 'POST' });
        if (!response.ok) throw new Error(`${schedule}: HTTP ${response.status}`);
      }
      warned = false;
    } catch (error) {
      // Once per outage: the emulators may be restarting or stopping.
      if (!warned) console.warn(`Scheduled sweep failed: ${error.message ?? error}`);
      warned = true;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Resolves when GET /api/health answers 200, or rejects after `timeoutMs`. */
export async function waitForHealth(baseUrl = hostingUrl, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return await response.json();
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API did not become healthy at ${baseUrl} (${lastProblem})`);
}

/** The local stack's firebase config (written at each start; not committed). */
export const localConfigFile = path.join(repoRoot, 'firebase.local.json');

/**
 * firebase.json with a CSP that also lets the app reach the Auth emulator and frame the fake
 * Paystack's sandbox checkout: production's policy never names them.
 */
function writeLocalFirebaseConfig() {
  const config = withExtraCspSources(
    firebaseJson,
    localStackCspSources({ authPort: ports.auth, paystackPort: fakePaystackPort }),
  );
  writeFileSync(localConfigFile, `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * Arguments for `firebase emulators:start` that keep the emulators' data across restarts:
 * Auth users in `dataDir/auth-export` (the embedded store keeps everything else in
 * `dataDir` itself), or Auth and Firestore in `dataDir/export` on the firebase backend.
 */
export function emulatorStartArgs(dataDir, backend = 'embedded') {
  writeLocalFirebaseConfig();
  const exportDir = path.join(dataDir, backend === 'firebase' ? 'export' : 'auth-export');
  const hasExport = existsSync(path.join(exportDir, 'firebase-export-metadata.json'));
  return [
    'emulators:start',
    '--config',
    localConfigFile,
    '--only',
    emulatorsFor(backend),
    '--project',
    projectId,
    ...(hasExport ? ['--import', exportDir] : []),
    '--export-on-exit',
    exportDir,
  ];
}

/**
 * How many requests the Functions emulator runs at once on `backend`. It runs each in a worker
 * process of its own (about 175 MB and a second of CPU to start) and keeps every worker it
 * started: at its default of 50, a rush of 32 buyers at once started 30 workers (5.5 GB) whose
 * start-up starved the requests (p95 2.6 s, max 43 s, one proxy error). Four at a time, the
 * rest waiting in its queue, served the same rush in a third of the time in 1.3 GB
 * (bench:rush). On the firebase backend the allocator is a Firestore trigger that waits in the
 * same queue, behind purchases that wait for it: more room there, so that a burst of buyers
 * cannot hold every place while their allocator waits. FUNCTIONS_EMULATOR_PARALLEL still wins.
 */
export function functionsEmulatorParallel(backend) {
  return process.env.FUNCTIONS_EMULATOR_PARALLEL ?? (backend === 'firebase' ? '12' : '4');
}

/** node:sqlite still prints an ExperimentalWarning on Node 22; it is expected, so hide it. */
export const quietNodeOptions = [process.env.NODE_OPTIONS, '--disable-warning=ExperimentalWarning']
  .filter(Boolean)
  .join(' ');
