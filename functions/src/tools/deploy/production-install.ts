import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * functions/ as Cloud Build gets it: its package.json and own lockfile, the uploaded part of
 * lib/, and `npm ci --omit=dev` (from the npm cache when it can) in a folder outside the
 * workspace, so no root node_modules can stand in for a missing dependency.
 */
export function installForProduction(functionsDir: string, uploadedLibFiles: readonly string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'functions-production-'));
  copyFileSync(path.join(functionsDir, 'package.json'), path.join(dir, 'package.json'));
  copyFileSync(path.join(functionsDir, 'package-lock.json'), path.join(dir, 'package-lock.json'));
  mkdirSync(path.join(dir, 'lib'));
  for (const file of uploadedLibFiles) {
    copyFileSync(path.join(functionsDir, 'lib', file), path.join(dir, 'lib', file));
  }
  execFileSync(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return dir;
}

/**
 * The environment Cloud Functions gives the code, with nothing that reaches Google at load: the
 * functions create their clients on first use, so loading lists them without a network.
 */
export function productionEnv(): NodeJS.ProcessEnv {
  const projectId = 'demo-preflight';
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BACKEND: 'firebase',
    GCLOUD_PROJECT: projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` }),
    PUBLIC_BASE_URL: 'https://preflight.example',
  };
  return env;
}

/** Prints each export's `__endpoint` as JSON: run in a fresh Node process in the install. */
const listEndpoints = `
const loaded = require('./lib/index.js');
const endpoints = {};
for (const [name, value] of Object.entries(loaded)) endpoints[name] = value && value.__endpoint;
process.stdout.write(JSON.stringify({ endpoints, sqlite: process.moduleLoadList
  ? process.moduleLoadList.some((entry) => /\\bsqlite\\b/.test(entry)) : false }));
`;

/** Loads lib/index.js in a fresh production process: its endpoints, and whether sqlite loaded. */
export function loadEndpoints(installDir: string): {
  endpoints: Record<string, unknown>;
  sqlite: boolean;
} {
  const output = execFileSync(process.execPath, ['-e', listEndpoints], {
    cwd: installDir,
    env: productionEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output) as { endpoints: Record<string, unknown>; sqlite: boolean };
}

/** Milliseconds from a fresh process's start to lib/index.js loaded, median of `runs`. */
export function coldStartMs(installDir: string, runs = 5): number {
  const times = Array.from({ length: runs }, () =>
    Number(
      execFileSync(
        process.execPath,
        ['-e', "require('./lib/index.js'); process.stdout.write(String(performance.now()))"],
        { cwd: installDir, env: productionEnv(), encoding: 'utf8' },
      ),
    ),
  ).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

/** Bytes under `dir`, every file counted. */
export function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
