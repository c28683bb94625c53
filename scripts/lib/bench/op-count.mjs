// Firestore operations per kind, counted from outside the product code by wrapping the
// DocStore (issue 22: "operations per hold"). What counts, as Firestore would meet it:
// a get is one read; a getAll of k documents k reads; a query or a count one operation a
// call (the documents it returned are counted beside it); create/set/update/delete one
// write; inside a transaction every read as above, on every attempt (an aborted attempt's
// reads were made), and the committed attempt's writes one per document written. Beside
// those, the round trips: one a call, a transaction's writes travelling in its commit.

const readKinds = ['get', 'getAll', 'query', 'count'];
const writeKinds = ['create', 'set', 'update', 'delete'];

/** `events/e1/stock/t1` -> `events/stock`: which collection an operation touched. */
const collectionOf = (docPath) =>
  docPath
    .split('/')
    .filter((_, index) => index % 2 === 0)
    .join('/');

/** The kind of a call with what it touched: `get purchaseRequests`, `query orders`. */
function kindOf(kind, args) {
  if (kind === 'getAll' || kind === 'transaction') return kind;
  if (kind === 'query' || kind === 'count') return `${kind} ${args[0].collection}`;
  return `${kind} ${collectionOf(args[0])}`;
}

export function countOperations(store) {
  const counts = new Map();
  let measuring = false;
  // The SQLite store's own writes run a transaction inside: only the outermost call counts
  // (every public method reaches its inner call synchronously).
  let entering = false;
  const add = (kind, ops, docs = 0) => {
    if (!measuring) return;
    const entry = counts.get(kind) ?? { calls: 0, ops: 0, docs: 0 };
    entry.calls += 1;
    entry.ops += ops;
    entry.docs += docs;
    counts.set(kind, entry);
  };
  const opsOf = (kind, args, result) => {
    if (kind === 'getAll') return [args[0].length, args[0].length];
    if (kind === 'query') return [1, result.length];
    if (kind === 'count') return [1, result];
    return [1, kind === 'get' ? 1 : 0];
  };

  for (const kind of [...readKinds, ...writeKinds]) {
    const original = store[kind].bind(store);
    store[kind] = (...args) => {
      if (entering) return original(...args);
      entering = true;
      let pending;
      try {
        pending = original(...args);
      } finally {
        entering = false;
      }
      return pending.then((result) => {
        add(kindOf(kind, args), ...opsOf(kind, args, result));
        return result;
      });
    };
  }

  const runTransaction = store.runTransaction.bind(store);
  store.runTransaction = (work) => {
    if (entering) return runTransaction(work);
    let writes = [];
    entering = true;
    try {
      return runTransaction(async (tx) => {
        writes = [];
        const counted = Object.create(tx);
        for (const kind of ['get', 'getAll', 'query']) {
          counted[kind] = async (...args) => {
            const result = await tx[kind](...args);
            add(`transaction ${kindOf(kind, args)}`, ...opsOf(kind, args, result));
            return result;
          };
        }
        for (const kind of writeKinds) {
          counted[kind] = (...args) => {
            writes.push(kindOf(kind, args));
            return tx[kind](...args);
          };
        }
        return work(counted);
      }).then((result) => {
        add('transaction commit', 0);
        for (const kind of writes) add(`transaction ${kind}`, 1);
        return result;
      });
    } finally {
      entering = false;
    }
  };

  return {
    start() {
      measuring = true;
    },
    stop() {
      measuring = false;
    },
    /** Per kind: calls, operations, documents read; with the reads' and writes' totals. */
    report() {
      const kinds = Object.fromEntries(counts);
      const total = (test) =>
        [...counts].filter(([kind]) => test(kind)).reduce((sum, [, e]) => sum + e.ops, 0);
      const isWrite = (kind) => kind.split(' ').some((word) => writeKinds.includes(word));
      const reads = total((kind) => !isWrite(kind) && kind !== 'transaction commit');
      const writesTotal = total(isWrite);
      // Round trips: every call outside a transaction, and inside one every read and the
      // commit (its writes travel in it).
      const calls = (test) =>
        [...counts].filter(([kind]) => test(kind)).reduce((sum, [, e]) => sum + e.calls, 0);
      const inTransaction = (kind) => kind.startsWith('transaction ');
      const readCalls = calls((kind) => !isWrite(kind) && kind !== 'transaction commit');
      const writeCalls = calls(
        (kind) => kind === 'transaction commit' || (isWrite(kind) && !inTransaction(kind)),
      );
      return {
        kinds,
        reads,
        writes: writesTotal,
        total: reads + writesTotal,
        roundTrips: { reads: readCalls, writes: writeCalls, total: readCalls + writeCalls },
      };
    },
  };
}
