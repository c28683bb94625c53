// The firebase.json a benchmark's own emulators run with (Auth always; Firestore with the
// project's rules and indexes on the firebase backend), on the benchmark's ports, and the
// run of a benchmark script inside them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFirestoreEmulator, locateFirestoreEmulator } from '../firestore-emulator.mjs';
import { firebaseBin, quietNodeOptions, repoRoot } from '../local-stack.mjs';
import { run } from '../run.mjs';

export function writeBenchEmulatorConfig(configFile, backend, ports) {
  const host = '127.0.0.1';
  const config = {
    ...(backend === 'firebase'
      ? {
          firestore: {
            rules: path.join(repoRoot, 'firestore.rules'),
            indexes: path.join(repoRoot, 'firestore.indexes.json'),
          },
        }
      : {}),
    emulators: {
      auth: { host, port: ports.auth },
      firestore: { host, port: ports.firestore, websocketPort: ports.websocket },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(configFile, JSON.stringify(config, null, 2));
}

/** `word` quoted for the shell line emulators:exec runs. */
export const shellQuote = (word) => `'${String(word).replaceAll("'", `'\\''`)}'`;

/**
 * Runs `script` with `args` inside `firebase emulators:exec` on emulators of its own: `only`
 * those (Auth, Firestore) on `ports`, under `project`; the Cloud SDK's Firestore emulator for
 * the firebase backend. With `results`, the script is given `--results` and what it wrote
 * there is returned. Rejects when the script fails.
 */
export async function runInOwnEmulators({
  name,
  backend,
  only,
  project,
  ports,
  script,
  args,
  results = false,
}) {
  let firestoreEnv = {};
  if (backend === 'firebase') {
    const found = await locateFirestoreEmulator({ repoRoot });
    console.log(describeFirestoreEmulator(found));
    firestoreEnv = { ...found.env, METADATA_SERVER_DETECTION: 'none' };
  }

  const workDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const configFile = path.join(workDir, 'firebase.json');
  const resultsFile = path.join(workDir, 'results.json');
  writeBenchEmulatorConfig(configFile, backend, ports);

  const command = [
    process.execPath,
    script,
    ...args,
    ...(results ? ['--results', resultsFile] : []),
  ]
    .map(shellQuote)
    .join(' ');

  try {
    await run(
      firebaseBin,
      [
        'emulators:exec',
        ...['--config', configFile, '--project', project, '--only', only],
        command,
      ],
      {
        env: {
          ...process.env,
          ...firestoreEnv,
          GCLOUD_PROJECT: project,
          NODE_OPTIONS: quietNodeOptions,
        },
      },
    );
    return results ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * Builds the functions, then runs scripts/lib/bench/`script` with `args` inside the benchmark's
 * own emulators (Auth, and Firestore for the firebase backend), and returns the figures it
 * wrote.
 */
export async function runInBenchEmulators({ name, backend, project, ports, script, args }) {
  await run('npm', ['run', 'build', '-w', 'functions']);
  return runInOwnEmulators({
    name: `${name}-stack`,
    backend,
    only: backend === 'firebase' ? 'auth,firestore' : 'auth',
    project,
    ports,
    script: path.join(repoRoot, 'scripts', 'lib', 'bench', script),
    args,
    results: true,
  });
}
