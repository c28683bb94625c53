// What the checkout and drop benchmarks (run-checkout.mjs, run-drop.mjs) both stand on, inside
// `firebase emulators:exec`: the functions' built tools, fake Paystack on a worker thread, the
// services on a fresh data directory, the allocator kicked as its trigger would be, and an
// approved event made through the app's use cases.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../local-stack.mjs';
import { localWrappingKeys } from '../local-wrapping-keys.mjs';
import { allocatorLoop } from './allocator-loop.mjs';

/** The options every benchmark run takes from its launcher, and `more` of its own. */
export function benchArgs(more = {}) {
  const { values } = parseArgs({
    options: {
      backend: { type: 'string' },
      buyers: { type: 'string' },
      capacity: { type: 'string' },
      concurrency: { type: 'string' },
      identity: { type: 'string' },
      results: { type: 'string' },
      ...more,
    },
  });
  return values;
}

/**
 * The stack, inside emulators:exec: functions/lib/tools.js (built first; with `sourceMaps`,
 * profiles name the functions' own source files through the bundle's source map) and a
 * `require` that resolves from beside it, fake Paystack on a worker thread, services on a
 * fresh data directory named after the benchmark, and the Auth emulator's host.
 * `stopPaystack` once the load is over; `close` closes the store and removes the directory.
 */
export async function startBenchStack({ backend, name, sourceMaps = false }) {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!authHost) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run inside emulators:exec');
  }
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-bench';
  if (sourceMaps) process.setSourceMapsEnabled(true);
  const toolsFile = path.join(repoRoot, 'functions', 'lib', 'tools.js');
  const require = createRequire(toolsFile);
  const tools = require(toolsFile);

  const secretKey = 'sk_test_bench_fake_paystack';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
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
  return {
    tools,
    require,
    services,
    authHost,
    dataDir,
    stopPaystack: () => paystackThread.terminate(),
    async close() {
      await services.docs.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The allocator as its trigger on new purchase requests runs it: after each one is created,
 * one run at a time (maxInstances 1). On Firestore, `allocate` is kicked from the store's
 * `create` (a listener on the collection would do the same, but it costs the emulator work
 * production's trigger delivery does not); embedded, the in-process change feed runs it.
 * `settle` waits for what it still has to do.
 */
export function allocatorOnNewRequests({ tools, services, backend, allocate }) {
  const allocator = allocatorLoop(allocate);
  if (backend === 'firebase') {
    const create = services.docs.create;
    services.docs.create = async (docPath, data) => {
      await create(docPath, data);
      if (docPath.startsWith(`${tools.collections.purchaseRequests}/`)) allocator.kick();
    };
  }
  return {
    state: allocator.state,
    settle: () => (backend === 'embedded' ? tools.whenTriggersSettle() : allocator.settle()),
  };
}

/**
 * An event a month from now, five hours long, made by the bench's organiser and approved by
 * its administrator through the app's use cases; `input` is the rest (name, types, …).
 */
export async function approvedBenchEvent({ tools, services, backend, input }) {
  const startsAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const event = await tools.createEvent({
    services,
    ownerUid: 'bench-organiser',
    input: {
      ...input,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 5 * 3600 * 1000).toISOString(),
    },
  });
  await tools.decideApproval({
    services,
    eventId: event.id,
    decision: { approved: true },
    adminUid: 'bench-admin',
  });
  if (backend === 'embedded') await tools.whenTriggersSettle();
  return { eventId: event.id, typeId: event.types[0].id };
}
