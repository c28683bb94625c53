// The drop benchmark itself, run by scripts/bench-drop.mjs inside `firebase emulators:exec`
// (the Auth emulator, plus Firestore's for --backend firebase). It makes N anonymous sessions,
// then an approved event with one ticket type of capacity C whose waiting room opens a little
// later and lets `admitPerMinute` in, serves the api app (the waiting room, a queued
// purchase's looks) and the beginTransaction app on one plain Node HTTP server in this
// process (the paths Hosting sends to each function), drives the buyers from a worker thread
// (drop-buyers.mjs), then audits the store and writes the figures as JSON.
import '../require-node-22.mjs';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { anonymousSessionTokens } from './anonymous-sessions.mjs';
import { auditDropStore } from './audit-drop-store.mjs';
import {
  allocatorOnNewRequests,
  approvedBenchEvent,
  benchArgs,
  startBenchStack,
} from './bench-stack.mjs';
import { decodeOnlyIdentity } from './decode-only-identity.mjs';
import { emulatorCpuSeconds } from './emulator-cpu.mjs';
import { countOperations } from './op-count.mjs';
import { createProfile } from './profile.mjs';

const values = benchArgs({
  'admit-per-minute': { type: 'string' },
  'lead-seconds': { type: 'string' },
  'give-up-minutes': { type: 'string' },
  'keys-first': { type: 'boolean', default: false },
});
const backend = values.backend;
const buyerCount = Number(values.buyers);
const capacity = Number(values.capacity);
const admitPerMinute = Number(values['admit-per-minute']);
const concurrency = Number(values.concurrency);
const leadMs = Number(values['lead-seconds']) * 1000;
const identityMode = values.identity;
/** A buyer still without a final answer this long after the opening never got one. */
const giveUpAfterOpeningMs = Number(values['give-up-minutes']) * 60_000;

const log = (message) => console.error(`[bench:drop] ${message}`);

// ---- the stack: fake Paystack, services on a fresh data directory ----

const stack = await startBenchStack({ backend, name: 'bench-drop' });
const { tools, services, authHost } = stack;
const operations = countOperations(services.docs);
// Where the server's time goes: each store call's wall time (calls overlap).
const profile = createProfile();
profile.instrumentStore(services.docs, {
  get: 'one document',
  getAll: 'several documents',
  create: 'create',
  update: 'update',
  set: 'set',
  query: 'query',
  count: 'count',
  runTransaction: 'transaction',
});
const appServices =
  identityMode === 'local'
    ? { ...services, identity: decodeOnlyIdentity(services.identity) }
    : services;

// The allocator as its trigger runs it (as in the checkout bench).
const allocator = allocatorOnNewRequests({
  tools,
  services,
  backend,
  allocate: () => tools.allocatePurchases(services, tools.onNewRequests),
});

// ---- the buyers' sessions first: the opening is set once they exist ----

const setupStarted = performance.now();
log(`making ${buyerCount} anonymous sessions on the Auth emulator...`);
const tokens = await anonymousSessionTokens(authHost, buyerCount, 100);
const sessionsMs = performance.now() - setupStarted;

// ---- the event: one type of `capacity`, on sale `leadMs` from now behind the waiting room ----

const opensAtMs = Math.ceil((Date.now() + leadMs) / 1000) * 1000;
const { eventId, typeId } = await approvedBenchEvent({
  tools,
  services,
  backend,
  input: {
    name: 'Drop benchmark',
    description: 'One ticket type, twice as many buyers, a waiting room.',
    types: [
      {
        name: 'General admission',
        price: 15000,
        currency: 'ZAR',
        capacity,
        maxPerOrder: 1,
        salesStart: new Date(opensAtMs).toISOString(),
      },
    ],
    waitingRoom: { enabled: true, admitPerMinute },
  },
});

// The event's signing keys are made on first use: by the first admitted buyer's poll, unless
// something signed for the event before (a ticket, the organiser's door scanner bundle).
// --keys-first makes them now, as event-keys.ts does, as if the organiser had opened the door
// scanner before the sale: the drop without the first-use race.
if (values['keys-first']) {
  await tools.eventKeys(services, eventId);
}

// ---- one server for both functions, as Hosting's rewrites split the paths ----

const beginTransactionApp = tools.createBeginTransactionApp(appServices);
const apiApp = tools.createApiApp(appServices);
const server = http.createServer((req, res) =>
  req.url.startsWith('/api/beginTransaction') ? beginTransactionApp(req, res) : apiApp(req, res),
);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;

// ---- the drop ----

const arrivalsStartMs = Date.now() + 1_000;
const arrivalWindowMs = Math.max(0, opensAtMs - arrivalsStartMs) * (2 / 3);
const secondsFromOpening = () => ((Date.now() - opensAtMs) / 1000).toFixed(0);
log(
  `event ${eventId}: ${capacity} tickets, waiting room ${admitPerMinute}/min; ` +
    `${buyerCount} buyers arrive over ${(arrivalWindowMs / 1000).toFixed(0)} s, ` +
    `opening in ${((opensAtMs - Date.now()) / 1000).toFixed(0)} s`,
);
const cpu0 = process.cpuUsage();
const emulatorCpu0 = emulatorCpuSeconds();
const load = { before: os.loadavg(), peak1: os.loadavg()[0] };
const loadTicker = setInterval(() => {
  load.peak1 = Math.max(load.peak1, os.loadavg()[0]);
}, 5_000);
operations.start();
profile.start();
const drop = await new Promise((resolve, reject) => {
  const worker = new Worker(new URL('./drop-buyers.mjs', import.meta.url), {
    workerData: {
      url,
      eventId,
      typeId,
      buyers: tokens.map((token, index) => ({ token, email: `drop-buyer${index}@example.com` })),
      concurrency,
      arrivalsStartMs,
      arrivalWindowMs,
      giveUpAtMs: opensAtMs + giveUpAfterOpeningMs,
    },
  });
  worker.on('message', (message) => {
    if (message.progress) {
      const p = message.progress;
      log(
        `t=${secondsFromOpening()} s from opening: arrived ${p.arrived}, in line ${p.inLine}, ` +
          `admitted ${p.admitted}, bought ${p.bought}, told sold out ${p.soldOut}, ` +
          `other ${p.other}; ${p.inFlight} requests in flight, ${p.waitingForConnection} ` +
          `waiting for one, ${p.requests} answered (${p.errors} errors); load ${os.loadavg()[0].toFixed(2)}`,
      );
    }
    if (message.done) resolve(message.done);
  });
  worker.once('error', reject);
});
const cpu = process.cpuUsage(cpu0);
const emulatorCpu = emulatorCpuSeconds() - emulatorCpu0;
clearInterval(loadTicker);
const loadAfter = os.loadavg();
// What the allocator still had to do after the last answer (nothing, when all were answered).
const settleStarted = performance.now();
await allocator.settle();
const settleMs = performance.now() - settleStarted;
operations.stop();
profile.stop();
server.close();
await stack.stopPaystack();

log('auditing the store...');
const store = await auditDropStore({ docs: services.docs, tools, eventId, typeId, capacity });

writeFileSync(
  values.results,
  JSON.stringify({
    backend,
    identity: identityMode,
    keysFirst: values['keys-first'],
    buyerCount,
    capacity,
    admitPerMinute,
    concurrency,
    leadMs,
    opensAtMs,
    arrivalsStartMs,
    arrivalWindowMs,
    sessionsSeconds: sessionsMs / 1000,
    settleMs,
    drop,
    store,
    server: {
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      emulatorCpuSeconds: emulatorCpu,
      allocatorRuns: allocator.state.runs,
      allocatorFailures: allocator.state.failures,
    },
    load: { before: load.before, peak1: load.peak1, after: loadAfter },
    operations: operations.report(),
    profile: profile.report(),
  }),
);

await stack.close();
// firebase-admin and the fake Paystack keep sockets open; nothing is left to wait for.
process.exit(0);
