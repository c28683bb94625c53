// `npm start`: build, run the local Firebase stack on the embedded backend, seed it on the
// first run, print where to go, and stop cleanly (exporting Auth users) on Ctrl-C.
// `npm start -- --backend firebase` runs it on the Firestore emulator instead.
import './lib/require-node-22.mjs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chooseBackend } from './lib/backend-choice.mjs';
import { buildStack } from './lib/build.mjs';
import { spawnLocalEmulators, startLocalPaystack } from './lib/local-emulators.mjs';
import { hostingUrl, repoRoot, startScheduleTimer, waitForHealth } from './lib/local-stack.mjs';
import { demoAccounts, seedIfFirstRun } from './lib/seed.mjs';

const choice = await chooseBackend();
const { backend, dataDir } = choice;
const dataDirShown = path.relative(repoRoot, dataDir) || dataDir;

await buildStack();
mkdirSync(dataDir, { recursive: true });
const paystack = await startLocalPaystack();
const emulators = spawnLocalEmulators(choice);

let stopSchedules = () => {};
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping the emulators (saving their data to ${dataDirShown}/)...`);
  emulators.kill('SIGINT');
  paystack.stop();
  stopSchedules();
}
// Ctrl-C reaches the emulators directly too (same process group); either way we wait for
// their clean exit, which is when the Auth export is written.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulators.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));

try {
  await waitForHealth();
  stopSchedules = startScheduleTimer(backend);
  const seed = await seedIfFirstRun(dataDir, backend);
  const accounts = seed.accounts ?? demoAccounts();
  console.log(`
  Your ticketing paradise is running at ${hostingUrl} (${backend} backend)
  API health: ${hostingUrl}/api/health
  ${seed.seeded ? `Seeded a demo event: ${hostingUrl}/event/${seed.eventId}` : `Using the data in ${dataDirShown}/ from earlier runs.`}

  Demo administrator: ${accounts.admin.email} / ${accounts.admin.password}
  Demo organiser:     ${accounts.organiser.email} / ${accounts.organiser.password}

  Payments go to the fake Paystack at ${paystack.url} (sandbox checkout, no real cards).
  ${backend === 'firebase' ? "Emails land in Firestore's mail collection" : `Emails land in ${dataDirShown}/outbox/`} (verification links come from the Auth emulator).
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop();
}
