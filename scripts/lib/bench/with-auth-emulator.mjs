// Runs one of the benchmarks' inner scripts inside `firebase emulators:exec` with the Auth
// emulator alone (the bench's own ports and demo project, apart from the test stack's), and
// returns the JSON it wrote to the `--results` file it is given.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firebaseBin, quietNodeOptions, repoRoot } from '../local-stack.mjs';
import { run } from '../run.mjs';

const benchProject = 'demo-bench';
const host = '127.0.0.1';
// As the test stack's: TEST_PORT_OFFSET runs the bench beside another one.
const portOffset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const quote = (word) => `'${String(word).replaceAll("'", `'\\''`)}'`;

export async function runWithAuthEmulator(script, args) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-stack-'));
  const configFile = path.join(workDir, 'firebase.json');
  const resultsFile = path.join(workDir, 'results.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host, port: 19399 + portOffset },
        hub: { host, port: 14700 + portOffset },
        logging: { host, port: 14750 + portOffset },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  try {
    const command = [
      process.execPath,
      path.join(repoRoot, 'scripts', 'lib', 'bench', script),
      ...args,
      ...['--results', resultsFile],
    ];
    await run(
      firebaseBin,
      [
        'emulators:exec',
        ...['--config', configFile, '--project', benchProject, '--only', 'auth'],
        command.map(quote).join(' '),
      ],
      { env: { ...process.env, GCLOUD_PROJECT: benchProject, NODE_OPTIONS: quietNodeOptions } },
    );
    return JSON.parse(readFileSync(resultsFile, 'utf8'));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
