// `npm run dev`: the local stack with hot reload. esbuild rebuilds the functions on change
// (the Functions emulator reloads them), Vite serves the web app with HMR and proxies /api
// to the Hosting emulator.
import './lib/require-node-22.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chooseBackend } from './lib/backend-choice.mjs';
import { paystackEnv, startFakePaystack } from './lib/fake-paystack.mjs';
import {
  emulatorStartArgs,
  fakePaystackPort,
  firebaseBin,
  hostingUrl,
  repoRoot,
  startScheduleTimer,
  waitForHealth,
  quietNodeOptions,
} from './lib/local-stack.mjs';
import { run } from './lib/run.mjs';
import { seedIfFirstRun } from './lib/seed.mjs';

const { backend, dataDir, env: backendVariables } = await chooseBackend();
mkdirSync(path.join(repoRoot, 'web', 'dist'), { recursive: true });
await run('npm', ['run', 'build', '-w', 'functions']);

const paystack = await startFakePaystack({
  port: fakePaystackPort,
  webhookUrl: `${hostingUrl}/api/paystack/webhook`,
});
const env = {
  ...process.env,
  ...backendVariables,
  ...paystackEnv(fakePaystackPort),
  NODE_OPTIONS: quietNodeOptions,
};
const children = [
  spawn('node', ['build.mjs', '--watch'], {
    cwd: path.join(repoRoot, 'functions'),
    stdio: 'inherit',
  }),
  spawn(firebaseBin, emulatorStartArgs(dataDir, backend), {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--mode', 'emulator'], {
    cwd: path.join(repoRoot, 'web'),
    stdio: 'inherit',
  }),
];

function stopAll() {
  for (const child of children) child.kill('SIGINT');
  paystack.stop();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', () => stopAll());

await waitForHealth();
const stopSchedules = startScheduleTimer(backend);
process.on('SIGINT', stopSchedules);
process.on('SIGTERM', stopSchedules);
const seed = await seedIfFirstRun(dataDir, backend);
if (seed.seeded) console.log(`Seeded demo data (event ${seed.eventId}).`);
console.log('\n  Development server: http://127.0.0.1:5173 (API through the emulators)\n');
