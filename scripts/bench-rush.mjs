// `npm run bench:rush`: a ticket rush through what `npm start` serves (Hosting on :5000 ->
// the Functions emulator -> the functions), as buyers' browsers send it. Starts the local
// stack on a fresh data directory (or uses one already running with --running), puts an
// approved event with one ticket type of capacity C in its store, makes N anonymous sessions
// on the Auth emulator first, then sends the N buyers with K in flight, each doing what the
// web client does, and prints answers/s, the final answers' latency, every status seen, the
// holds against capacity, and the emulator's peak memory. Correctness figures (holds = C,
// nothing oversold, no 5xx, no transport errors, everyone answered) decide the exit code.
//
//   npm run bench:rush -- [--buyers N] [--capacity C] [--concurrency K]
//                         [--backend embedded|firebase] [--running]
import './lib/require-node-22.mjs';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chooseBackend } from './lib/backend-choice.mjs';
import { buildStack } from './lib/build.mjs';
import { spawnLocalEmulators, startLocalPaystack } from './lib/local-emulators.mjs';
import { authEmulatorHost, hostingUrl, waitForHealth } from './lib/local-stack.mjs';
import { capacityWithinBuyers, usage, wholeNumber } from './lib/bench/args.mjs';
import { percentile } from './lib/bench/profile.mjs';
import { findProcess, sampleTreeMemory } from './lib/bench/process-tree-memory.mjs';
import { runRushBuyers } from './lib/bench/rush-buyers.mjs';
import { prepareRushEvent, auditRush, makeAnonymousBuyers } from './lib/bench/rush-setup.mjs';

const { values, buyerCount, capacity, concurrency } = usage(() => {
  const { values } = parseArgs({
    options: {
      buyers: { type: 'string', default: '1000' },
      capacity: { type: 'string', default: '250' },
      concurrency: { type: 'string', default: '32' },
      backend: { type: 'string', default: 'embedded' },
      running: { type: 'boolean', default: false },
    },
  });
  const checked = {
    values,
    buyerCount: wholeNumber(values, 'buyers'),
    capacity: wholeNumber(values, 'capacity'),
    concurrency: wholeNumber(values, 'concurrency'),
  };
  capacityWithinBuyers(checked.capacity, checked.buyerCount);
  return checked;
});
const p95TargetMs = 10_000;

// ---- the stack: ours on a fresh data directory, or the one already running ----

let workDir;
let stopStack = async () => {};
let emulatorPid;
if (!values.running) {
  if (await answers(`${hostingUrl}/api/health`)) {
    fail(`Something already answers at ${hostingUrl}: stop it, or pass --running to use it.`);
  }
  workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rush-'));
  process.env.EMBEDDED_DATA_DIR = workDir;
}
const choice = await chooseBackend(['--backend', values.backend]);
if (!values.running) {
  await buildStack();
  const paystack = await startLocalPaystack();
  const log = createWriteStream(path.join(workDir, 'emulators.log'));
  await once(log, 'open');
  const emulators = spawnLocalEmulators(choice, ['ignore', log, log]);
  emulatorPid = emulators.pid;
  stopStack = async () => {
    paystack.stop();
    if (emulators.exitCode !== null) return;
    emulators.kill('SIGINT');
    await once(emulators, 'exit');
  };
  console.log(`Starting the local stack (${choice.backend}); its log: ${log.path}`);
  await waitForHealth();
} else {
  emulatorPid = findProcess('emulators:start');
  if (!(await answers(`${hostingUrl}/api/health`))) fail(`Nothing answers at ${hostingUrl}.`);
}

try {
  const event = await prepareRushEvent({ choice, capacity });
  console.log(`Event ${event.eventId}: one type of ${capacity} tickets, on sale.`);
  console.log(`Making ${buyerCount} anonymous sessions on the Auth emulator...`);
  const buyers = await makeAnonymousBuyers({
    authHost: authEmulatorHost,
    event,
    count: buyerCount,
  });

  const loadBefore = os.loadavg()[0];
  const memory = emulatorPid ? sampleTreeMemory(emulatorPid) : undefined;
  console.log(`${buyerCount} buyers, ${concurrency} in flight, through ${hostingUrl}...`);
  const rush = await runRushBuyers({ baseUrl: hostingUrl, buyers, concurrency });
  const peak = memory?.stop();
  const store = await auditRush({ choice, event, capacity });
  report({ rush, store, peak, loadBefore });
  const failed = correctnessProblems({ rush, store });
  if (failed.length > 0) {
    console.error(`\nNot right: ${failed.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await stopStack();
  if (workDir && process.exitCode !== 1) rmSync(workDir, { recursive: true, force: true });
}

// ---- figures ----

function tally(results) {
  const finals = {};
  const statuses = {};
  for (const result of results) {
    finals[result.final] = (finals[result.final] ?? 0) + 1;
    for (const [i, status] of result.statuses.entries()) {
      const key = `${status} ${result.kinds[i]}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  }
  const all = results.flatMap((result) => result.statuses);
  return {
    finals,
    statuses,
    requests: all.length,
    serverErrors: all.filter((status) => status >= 500).length,
    transportErrors: all.filter((status) => status === 0).length,
    queuedFirst: results.filter((result) => result.statuses[0] === 202).length,
  };
}

function report({ rush, store, peak, loadBefore }) {
  const { results, elapsedMs } = rush;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const seen = tally(results);
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const p95 = percentile(latencies, 0.95);
  console.log(`
Rush through ${hostingUrl} (${values.backend} backend): ${buyerCount} buyers, capacity ${capacity}, ${concurrency} in flight
  load average before: ${loadBefore.toFixed(2)} (2-core machine: above ~1 the figures are pessimistic)
  wall time: ${s(elapsedMs)}; final answers/s: ${((results.length * 1000) / elapsedMs).toFixed(1)}; HTTP requests: ${seen.requests} (${((seen.requests * 1000) / elapsedMs).toFixed(1)}/s)
  final answer: p50 ${s(percentile(latencies, 0.5))}, p95 ${s(p95)} (target <= ${s(p95TargetMs)}${p95 <= p95TargetMs ? ', met' : ', NOT met'}), max ${s(latencies.at(-1) ?? 0)}
  final answers: ${JSON.stringify(seen.finals)}
  every HTTP answer: ${JSON.stringify(seen.statuses)}
  first answered "queued": ${seen.queuedFirst}; 5xx: ${seen.serverErrors}; transport errors: ${seen.transportErrors}
  store: holds ${store.granted} (capacity ${capacity}), tickets held ${store.ticketsHeld}, stock taken ${store.stockTaken}, oversold ${store.oversold}, still pending ${store.stillPending}, out of arrival order ${store.outOfOrder}
  emulator suite: peak memory ${peak ? `${(peak.rss / 2 ** 20).toFixed(0)} MiB over at most ${peak.processes} processes; ${(peak.now.rss / 2 ** 20).toFixed(0)} MiB in ${peak.now.processes} after` : 'not measured (no emulator process found)'}`);
}

function correctnessProblems({ rush, store }) {
  const seen = tally(rush.results);
  const problems = [];
  if (store.granted !== capacity) problems.push(`${store.granted} holds for capacity ${capacity}`);
  if (store.oversold > 0) problems.push(`${store.oversold} oversold`);
  if (seen.serverErrors > 0) problems.push(`${seen.serverErrors} answers 5xx`);
  if (seen.transportErrors > 0) problems.push(`${seen.transportErrors} transport errors`);
  const unexpected = Object.keys(seen.finals).filter(
    (kind) => !['held', 'sold_out'].includes(kind),
  );
  if (unexpected.length > 0) problems.push(`final answers ${unexpected.join(', ')}`);
  return problems;
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
