// The checkout bench's lines on Firestore operations (issue 22: at most 3 per granted hold)
// and on what the store can write by itself, printed by scripts/bench-checkout.mjs.

export function printOperations(f, line) {
  const { operations: ops, rawWrites } = f;
  if (!ops) return true;
  const holds = f.store.granted;
  const answers = f.answers.held + f.answers.soldOut + f.answers.queued;
  const per = (n, d) => (d > 0 ? (n / d).toFixed(2) : 'n/a');
  const trips = ops.roundTrips;
  const tripsPerHold = holds > 0 ? trips.total / holds : Infinity;
  // The "about 5 operations" a hold counted calls to Firestore (a count, a create,
  // answer polls, the allocator's transaction, an update): round trips, each of which costs
  // the store a request whatever it carries. Documents are printed beside them.
  line(
    'operations per hold',
    per(trips.total, holds),
    `(round trips to the store; target <= 3: ${tripsPerHold <= 3 ? 'met' : 'MISSED'}; ` +
      `${trips.total} = ${trips.reads} reads + ${trips.writes} writes (a transaction's commit one) ` +
      `over ${holds} holds; ${per(trips.total, answers)} per buyer answer)`,
  );
  line(
    'documents per hold',
    per(ops.total, holds),
    `(read or written: ${ops.total} = ${ops.reads} reads + ${ops.writes} writes; ` +
      `${per(ops.total, answers)} per buyer answer)`,
  );
  console.log(
    'by kind (calls; documents: a get 1, getAll k, a query or count 1 a call, a write 1 a' +
      ' document; transaction reads on every attempt, writes of the committed one):',
  );
  for (const [kind, e] of Object.entries(ops.kinds).sort(([, a], [, b]) => b.ops - a.ops)) {
    const docs = /query|count/.test(kind) ? `  (${e.docs} documents read or counted)` : '';
    console.log(
      `  ${kind.padEnd(40)}${String(e.calls).padStart(7)} calls${String(e.ops).padStart(7)} ops` +
        `  ${per(e.ops, holds).padStart(6)} per hold${docs}`,
    );
  }
  if (rawWrites) {
    const holdsPerSecond = holds / (f.phases.lastHoldMs / 1000);
    console.log(
      `store's raw write rate: one document set in turn ${Math.round(rawWrites.sequentialPerSecond)}/s, ` +
        `different documents ${rawWrites.parallel} at a time ` +
        `${Math.round(rawWrites.parallelPerSecond)}/s (${rawWrites.seconds} s each, after the phase)`,
    );
    console.log(
      `holds/s over raw write rate: ${per(holdsPerSecond, rawWrites.sequentialPerSecond)} ` +
        `(in turn), ${per(holdsPerSecond, rawWrites.parallelPerSecond)} (parallel)`,
    );
  }
  return true;
}
