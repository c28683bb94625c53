// What `npm start` and `npm run dev` both run: the fake Paystack on the local stack's port and
// the Firebase emulators that pay through it, their output in this terminal.
import { spawn } from 'node:child_process';
import { paystackEnv, startFakePaystack } from './fake-paystack.mjs';
import { localWalletEnv } from './local-wallets.mjs';
import {
  emulatorStartArgs,
  fakePaystackPort,
  firebaseBin,
  functionsEmulatorParallel,
  hostingUrl,
  quietNodeOptions,
  repoRoot,
} from './local-stack.mjs';

/** The fake Paystack, posting its webhooks to the local stack; `stop()` ends it. */
export function startLocalPaystack() {
  return startFakePaystack({
    port: fakePaystackPort,
    webhookUrl: `${hostingUrl}/api/paystack/webhook`,
  });
}

/**
 * `firebase emulators:start` for `backend`, keeping its data in `dataDir`, with the backend's
 * variables (from chooseBackend), the fake Paystack's and the test wallet credentials; its
 * output in this terminal unless `stdio` says otherwise.
 */
export function spawnLocalEmulators(
  { backend, dataDir, env: backendVariables },
  stdio = 'inherit',
) {
  return spawn(firebaseBin, emulatorStartArgs(dataDir, backend), {
    cwd: repoRoot,
    stdio,
    env: {
      ...process.env,
      ...backendVariables,
      ...paystackEnv(fakePaystackPort),
      ...localWalletEnv(dataDir),
      NODE_OPTIONS: quietNodeOptions,
      FUNCTIONS_EMULATOR_PARALLEL: functionsEmulatorParallel(backend),
    },
  });
}
