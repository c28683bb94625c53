// `npm run soak -- --backend firebase`: the soak again, inside `firebase emulators:exec` with a
// Firestore emulator of its own (the Cloud SDK's, see firestore-emulator.mjs) on ports of its
// own, so it runs beside the test stack and the benchmarks.
import { runInOwnEmulators } from '../bench/bench-emulator-config.mjs';
import { testStack } from '../test-stack.mjs';

const soakProject = 'demo-soak';
// The test stack's ports shifted by 650: clear of the tests' (TEST_PORT_OFFSET up to 500) and
// the benchmarks' (300).
const { ports: shifted } = testStack(650);
const ports = { ...shifted, websocket: shifted.firestoreWebsocket };

/** Runs `script` with `args` inside the emulator; resolves to its exit code. */
export async function soakInFirestoreEmulator(script, args) {
  try {
    await runInOwnEmulators({
      name: 'soak-firestore',
      backend: 'firebase',
      only: 'firestore',
      project: soakProject,
      ports,
      script,
      args: Object.entries(args).flatMap(([name, value]) => [`--${name}`, value]),
    });
    return 0;
  } catch {
    // The soak printed why (an invariant violated, or what failed).
    return 1;
  }
}
