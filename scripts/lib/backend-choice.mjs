// `npm start -- --backend firebase` and `npm run dev -- --backend firebase`: which backend
// the local stack runs on, and for the firebase one, how its Firestore emulator runs here.
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  describeFirestoreEmulator,
  FirestoreEmulatorUnavailable,
  locateFirestoreEmulator,
} from './firestore-emulator.mjs';
import { backendEnv, backends, defaultDataDirFor, repoRoot } from './local-stack.mjs';

export async function chooseBackend(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: { backend: { type: 'string', default: process.env.BACKEND ?? 'embedded' } },
  });
  const backend = values.backend;
  if (!backends.includes(backend)) {
    console.error(`Unknown backend "${backend}": use --backend embedded or --backend firebase.`);
    process.exit(2);
  }
  const dataDir = path.resolve(process.env.EMBEDDED_DATA_DIR ?? defaultDataDirFor(backend));
  let firestoreEnv = {};
  if (backend === 'firebase') {
    try {
      const found = await locateFirestoreEmulator({ repoRoot });
      console.log(describeFirestoreEmulator(found));
      firestoreEnv = found.env;
    } catch (error) {
      if (!(error instanceof FirestoreEmulatorUnavailable)) throw error;
      console.error(`${error.message}\n\nOr run on the embedded backend: npm start`);
      process.exit(1);
    }
  }
  return { backend, dataDir, env: backendEnv(backend, dataDir, firestoreEnv) };
}
