// The checkout benchmark itself, run by scripts/bench-checkout.mjs inside
// `firebase emulators:exec` (the Auth emulator, plus Firestore's for --backend firebase).
// It sets up a fresh store, an approved event with one ticket type and N anonymous buyers,
// serves the beginTransaction app on a plain Node HTTP server in this process, sends every
// buyer's purchase from a worker thread, then checks the store and writes the figures as JSON.
import '../require-node-22.mjs';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { anonymousSessionTokens } from './anonymous-sessions.mjs';
import { auditCheckoutStore } from './audit-checkout-store.mjs';
import {
  allocatorOnNewRequests,
  approvedBenchEvent,
  benchArgs,
  startBenchStack,
} from './bench-stack.mjs';
import { tallyCheckoutAnswers } from './tally-checkout-answers.mjs';
import { decodeOnlyIdentity } from './decode-only-identity.mjs';
import { emulatorCpuSeconds } from './emulator-cpu.mjs';
import { countOperations } from './op-count.mjs';
import { createProfile, percentile, startCpuProfile } from './profile.mjs';
import { rawWriteRate } from './raw-write-rate.mjs';

const values = benchArgs({ 'cpu-profile': { type: 'boolean', default: false } });
const backend = values.backend;
const buyers = Number(values.buyers);
const capacity = Number(values.capacity);
const concurrency = Number(values.concurrency);
const identityMode = values.identity;

const seconds = (ms) => Math.round(ms) / 1000;

// ---- the stack: fake Paystack, services on a fresh data directory ----

const stack = await startBenchStack({ backend, name: 'bench-checkout', sourceMaps: true });
const { tools, services, authHost } = stack;
const { getApp } = stack.require('firebase-admin/app');
const { getAuth } = stack.require('firebase-admin/auth');

const operations = countOperations(services.docs);
const profile = createProfile();
const lockProfiled = profile.instrumentStore(services.docs, {
  get: 'one document (answer polling, an earlier press, the allocator’s turn)',
  getAll: 'several documents (precheck, shared by buyers)',
  create: 'purchase request',
  update: 'order payment',
  query: 'allocator: pending requests, expired holds, refunds',
  count: 'purchase limit: the buyer’s recent requests',
  runTransaction: 'allocator: one batch',
  leaseChanges: 'change feed: lease a batch',
  acknowledgeChange: 'change feed: acknowledge one change',
  releaseLease: 'change feed: release',
});
const auth = getAuth(getApp(tools.firebaseAppName));
profile.wrapMethod(
  auth,
  'verifyIdToken',
  'firebase-admin verifyIdToken (emulator mode: + getUser)',
);
profile.wrapMethod(auth, 'getUser', 'firebase-admin getUser (Auth emulator HTTP)');

const baseIdentity =
  identityMode === 'local' ? decodeOnlyIdentity(services.identity) : services.identity;
const appServices = {
  ...services,
  payments: {
    ...services.payments,
    initialise: profile.timed(
      'payments.initialise (fake Paystack HTTP)',
      services.payments.initialise,
    ),
  },
  identity: {
    ...baseIdentity,
    verifyIdToken: profile.timed(
      'identity.verifyIdToken (whole check)',
      baseIdentity.verifyIdToken,
    ),
  },
};

// ---- the allocator: what its trigger does, one run at a time ----

const allocator = allocatorOnNewRequests({
  tools,
  services,
  backend,
  allocate: profile.timed('allocator: allocatePurchases pass', () =>
    tools.allocatePurchases(services, tools.onNewRequests),
  ),
});

// ---- the event, approved through the app's use cases ----

const setupStarted = performance.now();
const { eventId, typeId } = await approvedBenchEvent({
  tools,
  services,
  backend,
  input: {
    name: 'Checkout benchmark',
    description: 'One ticket type, many buyers.',
    types: [{ name: 'General admission', price: 15000, currency: 'ZAR', capacity, maxPerOrder: 1 }],
  },
});

// ---- the buyers: anonymous accounts on the Auth emulator, made before timing ----

const tokens = await anonymousSessionTokens(authHost, buyers, 100);
const requests = tokens.map((token, index) => ({
  token,
  body: JSON.stringify({
    eventId,
    email: `buyer${index}@example.com`,
    items: [{ typeId, quantity: 1 }],
    requestKey: randomUUID(),
  }),
}));
const setupMs = performance.now() - setupStarted;

// ---- the purchase phase ----

const server = http.createServer(tools.createBeginTransactionApp(appServices));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/api/beginTransaction`;

const elu0 = performance.eventLoopUtilization();
const cpu0 = process.cpuUsage();
const emulatorCpu0 = emulatorCpuSeconds();
const stopCpuProfile = values['cpu-profile'] ? await startCpuProfile() : undefined;
profile.start();
operations.start();
const load = await new Promise((resolve, reject) => {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { url, concurrency, requests },
  });
  worker.once('message', resolve);
  worker.once('error', reject);
});
const elu = performance.eventLoopUtilization(elu0);
const cpu = process.cpuUsage(cpu0);
const emulatorCpu = emulatorCpuSeconds() - emulatorCpu0;
// What the allocator still had to do after the last answer (queued requests).
const settleStarted = performance.now();
await allocator.settle();
const settleMs = performance.now() - settleStarted;
profile.stop();
operations.stop();
const cpuProfile = await stopCpuProfile?.();
server.close();
await stack.stopPaystack();

const results = load.results;
const { latencies, answers, phases, otherKinds } = tallyCheckoutAnswers(results);

// What the store can write by itself, after the phase so the two do not compete.
const rawWrites = await rawWriteRate(services.docs);

const store = await auditCheckoutStore({
  docs: services.docs,
  tools,
  eventId,
  typeId,
  capacity,
});

writeFileSync(
  values.results,
  JSON.stringify(
    {
      backend,
      identity: identityMode,
      buyers,
      capacity,
      concurrency,
      setupSeconds: seconds(setupMs),
      elapsedMs: load.elapsedMs,
      settleMs,
      answeredPerSecond: results.length / (load.elapsedMs / 1000),
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1),
      answers,
      phases,
      otherKinds,
      store,
      server: {
        eventLoopUtilisation: elu.utilization,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        emulatorCpuSeconds: emulatorCpu,
        lockProfiled,
        allocatorRuns: allocator.state.runs,
        allocatorFailures: allocator.state.failures,
      },
      operations: operations.report(),
      rawWrites,
      profile: profile.report(),
      cpuProfile,
    },
    null,
    2,
  ),
);

await stack.close();
// firebase-admin and the fake Paystack keep sockets open; nothing is left to wait for.
process.exit(0);
