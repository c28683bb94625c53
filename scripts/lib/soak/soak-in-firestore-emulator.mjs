// `npm run soak -- --backend firebase`: the soak again, inside `firebase emulators:exec` with a
// Firestore emulator of its own (the Cloud SDK's, see firestore-emulator.mjs) on ports of its
// own, so it runs beside the test stack and the benchmarks.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellQuote, writeBenchEmulatorConfig } from '../bench/bench-emulator-config.mjs';
import { describeFirestoreEmulator, locateFirestoreEmulator } from '../firestore-emulator.mjs';
import { firebaseBin, quietNodeOptions, repoRoot } from '../local-stack.mjs';
import { run } from '../run.mjs';
import { testStack } from '../test-stack.mjs';

const soakProject = 'demo-soak';
// The test stack's ports shifted by 650: clear of the tests' (TEST_PORT_OFFSET up to 500) and
// the benchmarks' (300).
const { ports: shifted } = testStack(650);
const ports = { ...shifted, websocket: shifted.firestoreWebsocket };

/** Runs `script` with `args` inside the emulator; resolves to its exit code. */
export async function soakInFirestoreEmulator(script, args) {
  const found = await locateFirestoreEmulator({ repoRoot });
  console.log(describeFirestoreEmulator(found));
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'soak-firestore-'));
  const configFile = path.join(workDir, 'firebase.json');
  writeBenchEmulatorConfig(configFile, 'firebase', ports);
  const command = [
    process.execPath,
    script,
    ...Object.entries(args).flatMap(([name, value]) => [`--${name}`, value]),
  ]
    .map(shellQuote)
    .join(' ');
  try {
    await run(
      firebaseBin,
      [
        'emulators:exec',
        ...['--config', configFile, '--project', soakProject, '--only', 'firestore'],
        command,
      ],
      {
        env: {
          ...process.env,
          ...found.env,
          METADATA_SERVER_DETECTION: 'none',
          GCLOUD_PROJECT: soakProject,
          NODE_OPTIONS: quietNodeOptions,
        },
      },
    );
    return 0;
  } catch {
    // The soak printed why (an invariant violated, or what failed).
    return 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
