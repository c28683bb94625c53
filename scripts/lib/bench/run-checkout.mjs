// The checkout benchmark itself, run by scripts/bench-checkout.mjs inside
// `firebase emulators:exec` (the Auth emulator, plus Firestore's for --backend firebase).
// It sets up a fresh store, an approved event with one ticket type and N anonymous buyers,
// serves the beginTransaction app on a plain Node HTTP server in this process, sends every
// buyer's purchase from a worker thread, then checks the store and writes the figures as JSON.
import '../require-node-22.mjs';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../local-stack.mjs';
import { localWrappingKeys } from '../local-wrapping-keys.mjs';
import { allocatorLoop } from './allocator-loop.mjs';
import { anonymousSessionTokens } from './anonymous-sessions.mjs';
import { auditCheckoutStore } from './audit-checkout-store.mjs';
import { tallyCheckoutAnswers } from './tally-checkout-answers.mjs';
import { decodeOnlyIdentity } from './decode-only-identity.mjs';
import { emulatorCpuSeconds } from './emulator-cpu.mjs';
import { countOperations } from './op-count.mjs';
import { createProfile, percentile, startCpuProfile } from './profile.mjs';
import { rawWriteRate } from './raw-write-rate.mjs';

const { values } = parseArgs({
  options: {
    backend: { type: 'string' },
    buyers: { type: 'string' },
    capacity: { type: 'string' },
    concurrency: { type: 'string' },
    identity: { type: 'string' },
    results: { type: 'string' },
    'cpu-profile': { type: 'boolean', default: false },
  },
});
const backend = values.backend;
const buyers = Number(values.buyers);
const capacity = Number(values.capacity);
const concurrency = Number(values.concurrency);
const identityMode = values.identity;

const toolsFile = path.join(repoRoot, 'functions', 'lib', 'tools.js');
// Profiles name the functions' own source files through the bundle's source map.
process.setSourceMapsEnabled(true);
const require = createRequire(toolsFile);
const tools = require(toolsFile);
const { getApp } = require('firebase-admin/app');
const { getAuth } = require('firebase-admin/auth');

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!authHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run inside emulators:exec');
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-bench';
const secretKey = 'sk_test_bench_fake_paystack';
const seconds = (ms) => Math.round(ms) / 1000;

// ---- the stack: fake Paystack, services on a fresh data directory ----

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'));
const paystackThread = new Worker(new URL('./paystack-worker.mjs', import.meta.url), {
  workerData: { secretKey },
});
const paystackUrl = await new Promise((resolve, reject) => {
  paystackThread.once('message', resolve);
  paystackThread.once('error', reject);
});
const services = tools.createServices(
  tools.readRuntimeConfig({
    BACKEND: backend,
    EMBEDDED_DATA_DIR: dataDir,
    GCLOUD_PROJECT: projectId,
    PAYSTACK_BASE_URL: paystackUrl,
    PAYSTACK_SECRET_KEY: secretKey,
    TICKET_KEY_WRAPPING_KEYS: localWrappingKeys(dataDir),
    ...(backend === 'firebase' ? { LOCAL_BLOB_DIR: path.join(dataDir, 'blobs') } : {}),
  }),
);

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

// ---- the allocator on Firestore: what the allocator trigger does, one run at a time ----

const allocator = allocatorLoop(
  profile.timed('allocator: allocatePurchases pass', () =>
    tools.allocatePurchases(services, tools.onNewRequests),
  ),
);
// The trigger on new purchase requests: the allocator runs after each one is created, one
// run at a time (maxInstances 1). A listener on the collection would do the same, but it
// costs the emulator work production's trigger delivery does not, so it is not used here.
if (backend === 'firebase') {
  const create = services.docs.create;
  services.docs.create = async (docPath, data) => {
    await create(docPath, data);
    if (docPath.startsWith(`${tools.collections.purchaseRequests}/`)) allocator.kick();
  };
}

// ---- the event, approved through the app's use cases ----

const setupStarted = performance.now();
const startsAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
const event = await tools.createEvent({
  services,
  ownerUid: 'bench-organiser',
  input: {
    name: 'Checkout benchmark',
    description: 'One ticket type, many buyers.',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 5 * 3600 * 1000).toISOString(),
    types: [{ name: 'General admission', price: 15000, currency: 'ZAR', capacity, maxPerOrder: 1 }],
  },
});
await tools.decideApproval({
  services,
  eventId: event.id,
  decision: { approved: true },
  adminUid: 'bench-admin',
});
if (backend === 'embedded') await tools.whenTriggersSettle();
const eventId = event.id;
const typeId = event.types[0].id;

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
if (backend === 'embedded') {
  await tools.whenTriggersSettle();
} else {
  await allocator.settle();
}
const settleMs = performance.now() - settleStarted;
profile.stop();
operations.stop();
const cpuProfile = await stopCpuProfile?.();
server.close();
await paystackThread.terminate();

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

await services.docs.close();
rmSync(dataDir, { recursive: true, force: true });
// firebase-admin and the fake Paystack keep sockets open; nothing is left to wait for.
process.exit(0);
