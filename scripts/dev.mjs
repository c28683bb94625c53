// `npm run dev`: the local stack with hot reload. esbuild rebuilds the functions on change
// (the Functions emulator reloads them), Vite serves the web app with HMR and proxies /api
// to the Hosting emulator.
import './lib/require-node-22.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chooseBackend } from './lib/backend-choice.mjs';
import { spawnLocalEmulators, startLocalPaystack } from './lib/local-emulators.mjs';
import { repoRoot, startScheduleTimer, waitForHealth } from './lib/local-stack.mjs';
import { run } from './lib/run.mjs';
import { seedIfFirstRun } from './lib/seed.mjs';

const choice = await chooseBackend();
const { backend, dataDir } = choice;
mkdirSync(path.join(repoRoot, 'web', 'dist'), { recursive: true });
await run('npm', ['run', 'build', '-w', 'functions']);

const paystack = await startLocalPaystack();
const children = [
  spawn('node', ['build.mjs', '--watch'], {
    cwd: path.join(repoRoot, 'functions'),
    stdio: 'inherit',
  }),
  spawnLocalEmulators(choice),
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
