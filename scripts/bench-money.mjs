// `npm run bench:money`: an organiser's Money page on a big event, on the embedded (SQLite)
// backend with the api app on a plain Node HTTP server, no emulator.
// 1. Seeds a temporary store with one approved event, 50,000 paid orders (sale, platform
//    fee, VAT, card fee each; 3 % refunded; a payout the bank sent back and one paid) over
//    the 30 days before it, each posted through prepareLedgerPosting in batched
//    transactions, so the shards and byDay maps are production's own. Seeding is timed but
//    is not the measurement (minutes: every document goes into every expression index).
// 2. GET /api/events/{id}/money as the event's organiser (an unsigned token read by the
//    decode-only identity: production's signature check of a token it has seen is about as
//    cheap), sequentially and at 10 concurrent clients for S seconds each: requests/s, p50,
//    p95, p99 and errors, against a target of p95 under 200 ms; every answer's figures are
//    compared with totals summed from the seeded postings.
// 3. The statement CSV (GET .../money/statement.csv, a row per ledger entry: about 200,000)
//    downloaded once, end to end, with the same GET asked in turn meanwhile (what another
//    tab or organiser sees during a download): time, first byte, rows/s, rows and amounts
//    checked. A download still going after --statement-seconds (0: never) is cut, and its
//    end-to-end time estimated from the rate so far.
// 4. The reconciliation of the month's sales against the fake Paystack holding the same
//    charges, fees, refunds and transfers, with three planted differences (see
//    lib/bench/reconciliation-run.mjs): time against a target of 10 s, and the differences
//    found must be exactly the planted ones.
// Figures, not a test: the exit code is 1 only when an answer was wrong (errors are counted).
//
//   npm run bench:money -- [--seconds S] [--orders N] [--statement-seconds T]
import './lib/require-node-22.mjs';
import { rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { loadSummary } from './lib/bench/profile.mjs';
import { reconcileSeededMonth } from './lib/bench/reconciliation-run.mjs';
import { seededMoneyStack } from './lib/bench/seeded-money-stack.mjs';
import { run } from './lib/run.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    orders: { type: 'string', default: '50000' },
    'statement-seconds': { type: 'string', default: '180' },
  },
});
const seconds = Number(values.seconds);
const orders = Number(values.orders);
const statementSeconds = Number(values['statement-seconds']);
if (!(seconds > 0) || !Number.isInteger(orders) || orders < 1 || !(statementSeconds >= 0)) {
  console.error(
    '--seconds takes a number above 0, --orders a whole number above 0, ' +
      '--statement-seconds a number of 0 (no limit) or more',
  );
  process.exit(2);
}
const target = { p95Ms: 200, reconciliationMs: 10_000 };
const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
const count = (value) => value.toLocaleString('en');

await run('npm', ['run', 'build', '-w', 'functions']);
const loadBefore = os.loadavg()[0];
console.log(`Seeding ${count(orders)} paid orders' ledger postings...`);
const stack = await seededMoneyStack({ orders, refundShare: 0.03 });
const { tools, services, eventId, token, expected, seeding, dataDir, history } = stack;
console.log(
  `seeded in ${seeding.seconds.toFixed(1)} s (not measured): ${count(seeding.postings)} postings ` +
    `(${count(seeding.refunds)} refunds, 3 payout movements), ${count(expected.entries)} ledger ` +
    `entries over ${expected.days} days, ${count(seeding.transactions)} transactions`,
);

const server = http.createServer(tools.createApiApp(services));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const moneyUrl = `http://127.0.0.1:${server.address().port}/api/events/${eventId}/money`;

/** A client on its own thread; `stop()` ends a `figures` client before its duration. */
function startClient(workerData) {
  const worker = new Worker(new URL('./lib/bench/money-load-worker.mjs', import.meta.url), {
    workerData: { token, expected: expected.text, ...workerData },
  });
  const done = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { done, stop: () => worker.postMessage('stop') };
}
const client = (workerData) => startClient(workerData).done;

/** loadSummary, with what the errors were and how many answers were wrong. */
function summarise(run) {
  const failed = run.results.filter((r) => r.status !== 200);
  return {
    ...loadSummary(run),
    errorKinds: tally(failed.map((r) => r.error ?? `HTTP ${r.status}`)),
    wrong: run.results.filter((r) => r.wrong).length,
  };
}

function tally(kinds) {
  const counts = new Map();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${n} x ${kind}`).join(', ');
}

const figures = [];
let statement;
let reconciliation;
try {
  // Warm-up: the first answers compile the code paths and fill SQLite's page cache.
  await client({ mode: 'figures', url: moneyUrl, concurrency: 2, durationMs: 1000 });
  for (const concurrency of [1, 10]) {
    const answers = await client({
      mode: 'figures',
      url: moneyUrl,
      concurrency,
      durationMs: seconds * 1000,
    });
    figures.push({ concurrency, ...summarise(answers) });
  }
  const meanwhile = startClient({ mode: 'figures', url: moneyUrl });
  statement = await client({
    mode: 'statement',
    url: `${moneyUrl}/statement.csv`,
    ...(statementSeconds > 0 ? { limitMs: statementSeconds * 1000 } : {}),
  });
  meanwhile.stop();
  figures.push({ concurrency: 1, duringStatement: true, ...summarise(await meanwhile.done) });
  console.log('Reconciling the month against the fake Paystack...');
  reconciliation = await reconcileSeededMonth({ tools, docs: services.docs, history });
} finally {
  server.close();
  await services.docs.close?.();
  rmSync(dataDir, { recursive: true, force: true });
}

let correct = true;
console.log('');
console.log(
  `GET /api/events/{id}/money as the organiser: ${count(expected.entries)} ledger entries, ` +
    `embedded backend, api app on a plain Node server; ${seconds} s per line`,
);
console.log(
  `${'clients'.padEnd(14)}${'requests/s'.padEnd(12)}${'p50'.padEnd(12)}${'p95'.padEnd(12)}` +
    `${'p99'.padEnd(12)}${'errors'.padEnd(8)}${'wrong'.padEnd(7)}target p95 < ${target.p95Ms} ms`,
);
const loadOf = (f) =>
  f.duringStatement
    ? '1, during CSV'
    : f.concurrency === 1
      ? '1 (in turn)'
      : `${f.concurrency} at once`;
for (const f of figures) {
  correct &&= f.wrong === 0 && f.requests > 0;
  const verdict = f.p95 !== undefined && f.p95 < target.p95Ms ? 'PASS' : 'FAIL';
  console.log(
    `${loadOf(f).padEnd(14)}${f.perSecond.toFixed(1).padEnd(12)}${ms(f.p50).padEnd(12)}` +
      `${ms(f.p95).padEnd(12)}${ms(f.p99).padEnd(12)}${String(f.errors).padEnd(8)}` +
      `${String(f.wrong).padEnd(7)}${verdict}`,
  );
}
for (const f of figures.filter((f) => f.errors > 0)) {
  console.log(`errors, ${loadOf(f)}: ${f.errorKinds}`);
}
if (figures.some((f) => f.wrong > 0)) {
  console.log(`WRONG ANSWERS: the figures differ from the seeded totals ${expected.text}`);
}

console.log('');
console.log('GET /api/events/{id}/money/statement.csv, end to end:');
const rate = statement.rows / (statement.ms / 1000);
const problems = [
  statement.status !== 200 && `HTTP ${statement.status}`,
  statement.outOfOrder > 0 && `${count(statement.outOfOrder)} rows out of date order`,
  ...(statement.cut
    ? [statement.rows > expected.entries && `${count(statement.rows)} rows, more than the ledger`]
    : [
        statement.rows !== expected.entries &&
          `${count(statement.rows)} rows, not ${count(expected.entries)}`,
        statement.amountSum !== expected.summary.balance &&
          `amounts sum to ${statement.amountSum}, not the balance ${expected.summary.balance}`,
        statement.saleSum !== expected.summary.gross &&
          `sales sum to ${statement.saleSum}, not the gross ${expected.summary.gross}`,
      ]),
].filter(Boolean);
correct &&= problems.length === 0;
const received =
  `${count(statement.rows)} of ${count(expected.entries)} rows, ` +
  `${(statement.bytes / 1024 / 1024).toFixed(1)} MiB in ${(statement.ms / 1000).toFixed(1)} s ` +
  `(first byte after ${ms(statement.firstByteMs)}): ${count(Math.round(rate))} rows/s`;
console.log(`  ${statement.cut ? `CUT after ${statementSeconds} s: ` : ''}${received}`);
if (statement.cut && rate > 0) {
  const wholeSeconds = expected.entries / rate;
  console.log(
    `  at that rate the whole statement takes about ${
      wholeSeconds < 120 ? `${wholeSeconds.toFixed(0)} s` : `${(wholeSeconds / 60).toFixed(0)} min`
    } (--statement-seconds 0 waits for it; the server logs the cut as "CSV download cut short")`,
  );
}
console.log(
  `  ${problems.length === 0 ? `rows ${statement.cut ? 'so far are in date order' : 'and amounts match the ledger'}` : `WRONG: ${problems.join(', ')}`}`,
);

console.log('');
console.log(
  `Reconciliation of ${reconciliation.period.from} to ${reconciliation.period.to} against the ` +
    'fake Paystack (production adapter over HTTP), 3 differences planted:',
);
const entriesPerSecond = reconciliation.entries / (reconciliation.ms / 1000);
const verdict = reconciliation.ms < target.reconciliationMs ? 'PASS' : 'FAIL';
console.log(
  `  ${count(reconciliation.entries)} ledger entries in ${(reconciliation.ms / 1000).toFixed(2)} s ` +
    `(${count(Math.round(entriesPerSecond))} entries/s, ${count(reconciliation.gatewayRequests)} ` +
    `gateway requests): target < ${target.reconciliationMs / 1000} s ${verdict}`,
);
console.log(
  `  the gateway's three lists alone, asked again: ${(reconciliation.gatewayMs / 1000).toFixed(2)} s`,
);
correct &&= reconciliation.wrong.length === 0;
console.log(
  `  ${
    reconciliation.wrong.length === 0
      ? `differences found: exactly the ${reconciliation.report.differences.length} planted`
      : `WRONG: ${reconciliation.wrong.join(', ')}`
  }`,
);

console.log('');
console.log(
  `machine load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} ` +
    `after, on ${os.cpus().length} cores`,
);
process.exitCode = correct ? 0 : 1;
