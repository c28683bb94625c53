// The drop benchmark's report (scripts/bench-drop.mjs): prints the figures run-drop.mjs wrote
// and returns the correctness problems (empty: right).
import os from 'node:os';
import { dropProblems, requestKinds, spread, tallyBuyers } from './tally-drop.mjs';

export function printDrop(f, wallSeconds) {
  const buyers = tallyBuyers(f.drop.buyers, f.opensAtMs);
  const problems = dropProblems({
    capacity: f.capacity,
    buyerCount: f.buyerCount,
    store: f.store,
    buyers,
    errors: f.drop.errors,
  });
  const s = (ms) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(0)} ms`);
  const must = (ok) => (ok ? 'ok' : 'FAILED');
  const line = (label, value, note = '') =>
    console.log(`${label.padEnd(34)}${String(value).padEnd(10)}${note}`.trimEnd());
  const batch = Math.max(1, Math.ceil((f.admitPerMinute * 10) / 60));
  const errorCount = Object.values(f.drop.errors).reduce((sum, n) => sum + n, 0);

  console.log('');
  console.log(
    `Drop benchmark: ${f.backend === 'firebase' ? 'Firestore emulator' : 'embedded (SQLite)'} backend; identity: ${
      f.identity === 'local'
        ? 'LOCAL decode-only (NOT the production path: no account read)'
        : 'Firebase Auth emulator (production path)'
    }; event keys ${f.keysFirst ? 'stored before the opening (--keys-first)' : 'made on first use (as in production)'}`,
  );
  console.log(
    `${f.buyerCount} buyers for ${f.capacity} tickets; waiting room ${f.admitPerMinute}/min ` +
      `(${batch} places every 10 s); ${f.concurrency} requests in flight at most; buyers arrived ` +
      `over ${s(f.arrivalWindowMs)}, opening ${s(f.opensAtMs - f.arrivalsStartMs)} after the first`,
  );
  line('buyers', f.buyerCount);
  line('tickets', f.capacity);
  line(
    'sold (store, held or paid)',
    f.store.ticketsHeld,
    `(must be ${f.capacity}: ${must(f.store.ticketsHeld === f.capacity)}; stock taken ` +
      `${f.store.stockTaken}, oversold ${f.store.oversold}, ${f.store.liveOrders} orders)`,
  );
  line(
    'buyers holding two orders',
    f.store.buyersTwice,
    `(must be 0: ${must(f.store.buyersTwice === 0)})`,
  );
  line(
    'buyers told they bought',
    buyers.bought,
    `(must be ${f.capacity}: ${must(buyers.bought === f.capacity)})`,
  );
  line('error answers', errorCount, `(must be 0: ${must(errorCount === 0)})`);
  line(
    'buyers answered',
    `${buyers.answered}`,
    `(of ${f.buyerCount}, held/paid or told sold out: ${must(buyers.answered === f.buyerCount)})`,
  );
  console.log(
    `final answers: ${Object.entries(buyers.finals)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}`,
  );
  console.log(
    `waiting room: ${buyers.joinedBeforeOpening} joined before the opening; ` +
      `${f.store.waitingEntries} entries, ${f.store.admittedEntries} admitted, ` +
      `${f.store.tokensUsed} tokens used; purchase requests ${f.store.requestsWritten} ` +
      `(${f.store.granted} granted, ${f.store.refusedByAllocator} refused, ` +
      `${f.store.stillPending} pending)`,
  );
  console.log(
    `from the opening: last purchase held at ${s(buyers.lastBoughtMs)}, first buyer told sold ` +
      `out at ${s(buyers.firstSoldOutToldMs)}, last buyer answered at ${s(buyers.lastAnsweredMs)}`,
  );
  console.log('admitted per 10 s from the opening (the room lets ' + `${batch} more in each):`);
  const widest = Math.max(1, ...buyers.admissions.map((bin) => bin.count));
  for (const { fromSeconds, count } of buyers.admissions) {
    const bar = '#'.repeat(Math.round((count / widest) * 40));
    console.log(`  +${String(fromSeconds).padStart(4)} s ${String(count).padStart(6)}  ${bar}`);
  }
  console.log(`answers by kind (${f.drop.requestCount} requests):`);
  for (const [key, n] of Object.entries(f.drop.answers).sort()) {
    const error = f.drop.errors[key] ? '  ERROR' : '';
    console.log(`  ${key.padEnd(44)}${String(n).padStart(8)}${error}`);
  }
  console.log('latency of the server’s answer (after a connection was free):');
  for (const kind of requestKinds) {
    const t = spread(f.drop.latencies[kind]);
    console.log(
      `  ${kind.padEnd(18)}${String(t.count).padStart(7)} x  p50 ${ms(t.p50).padStart(8)}  ` +
        `p95 ${ms(t.p95).padStart(8)}  max ${ms(t.max).padStart(8)}`,
    );
  }
  const waits = spread(f.drop.slotWaits);
  console.log(
    `  waiting for one of the ${f.concurrency} connections first: p50 ${ms(waits.p50)}, ` +
      `p95 ${ms(waits.p95)}, max ${ms(waits.max)}`,
  );
  const ops = f.operations;
  const per = (n, d) => (d > 0 ? (n / d).toFixed(1) : 'n/a');
  const trips = ops.roundTrips;
  console.log(
    `store round trips: ${trips.total} (${trips.reads} reads, ${trips.writes} writes): ` +
      `${per(trips.total, f.store.granted)} per hold, ${per(trips.total, f.buyerCount)} per buyer`,
  );
  console.log(
    `store documents: ${ops.total} (${ops.reads} reads, ${ops.writes} writes): ` +
      `${per(ops.total, f.store.granted)} per hold, ${per(ops.total, f.buyerCount)} per buyer, ` +
      `${per(ops.total, f.drop.requestCount)} per request (op-count.mjs's rules); the largest:`,
  );
  for (const [kind, e] of Object.entries(ops.kinds)
    .sort(([, a], [, b]) => b.ops - a.ops)
    .slice(0, 8)) {
    console.log(
      `  ${kind.padEnd(40)}${String(e.calls).padStart(8)} calls${String(e.ops).padStart(8)} ops` +
        `  ${per(e.ops, f.store.granted).padStart(6)} per hold`,
    );
  }
  console.log(
    'where the server’s time goes (store calls; they overlap, so totals exceed the run):',
  );
  for (const [name, t] of Object.entries(f.profile ?? {})
    .filter(([name]) => !name.startsWith('lock: '))
    .sort(([, a], [, b]) => b.totalMs - a.totalMs)) {
    console.log(
      `  ${name.padEnd(34)}${String(t.calls).padStart(8)} calls  p50 ${ms(t.p50).padStart(8)}  ` +
        `p95 ${ms(t.p95).padStart(8)}  total ${s(t.totalMs)}`,
    );
  }
  console.log(
    `server process CPU ${f.server.cpuSeconds.toFixed(1)} s (the buyers' thread included); ` +
      `emulator suite CPU ${Number.isNaN(f.server.emulatorCpuSeconds) ? 'n/a' : `${f.server.emulatorCpuSeconds?.toFixed(1)} s`}; ` +
      (f.backend === 'firebase'
        ? `allocator ${f.server.allocatorRuns} passes, ${f.server.allocatorFailures} failures; `
        : '') +
      `allocator settled ${s(f.settleMs)} after the last answer`,
  );
  console.log(
    `the drop took ${s(f.drop.elapsedMs)} from the first arrival; sessions ${f.sessionsSeconds.toFixed(1)} s; ` +
      `wall time of the whole command ${wallSeconds.toFixed(0)} s`,
  );
  const [before] = f.load.before;
  console.log(
    `machine load average (1 min): ${before.toFixed(2)} before, peak ${f.load.peak1.toFixed(2)}, ` +
      `${f.load.after[0].toFixed(2)} after, on ${os.cpus().length} cores`,
  );
  return problems;
}
