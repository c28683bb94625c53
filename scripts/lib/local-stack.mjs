// Facts about the local stack shared by the start, dev, seed, grant-admin and test scripts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
const firebaserc = JSON.parse(readFileSync(path.join(repoRoot, '.firebaserc'), 'utf8'));

export const projectId = firebaserc.projects.default;
export const ports = {
  auth: firebaseJson.emulators.auth.port,
  functions: firebaseJson.emulators.functions.port,
  hosting: firebaseJson.emulators.hosting.port,
};
export const hostingUrl = `http://127.0.0.1:${ports.hosting}`;
export const authEmulatorHost = `127.0.0.1:${ports.auth}`;
export const defaultDataDir = path.join(repoRoot, 'emulator-data');

export const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');

/** The emulators this project runs; Firestore and Storage are replaced by the embedded backend. */
export const emulatorsInUse = 'auth,functions,hosting';

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

/**
 * Arguments for `firebase emulators:start` that keep Auth users in `dataDir/auth-export`
 * across restarts (the embedded store keeps everything else in `dataDir` itself).
 */
export function emulatorStartArgs(dataDir) {
  const authExportDir = path.join(dataDir, 'auth-export');
  const hasAuthExport = existsSync(path.join(authExportDir, 'firebase-export-metadata.json'));
  return [
    'emulators:start',
    '--only',
    emulatorsInUse,
    '--project',
    projectId,
    ...(hasAuthExport ? ['--import', authExportDir] : []),
    '--export-on-exit',
    authExportDir,
  ];
}

/** node:sqlite still prints an ExperimentalWarning on Node 22; it is expected, so hide it. */
export const quietNodeOptions = [process.env.NODE_OPTIONS, '--disable-warning=ExperimentalWarning']
  .filter(Boolean)
  .join(' ');
