// Where the server's time goes during the purchase phase, measured from outside the product
// code: wrappers around the identity adapter, firebase-admin's Auth, the DocStore's methods
// and, on the embedded backend, the store's single SQLite connection (its AsyncMutex), which
// every read, write, transaction and change-feed step goes through one at a time.
import { performance } from 'node:perf_hooks';

export function createProfile() {
  const timers = new Map();
  let measuring = false;

  const entry = (name) => {
    let timer = timers.get(name);
    if (!timer) {
      timer = { calls: 0, totalMs: 0, waitMs: 0, holdMs: 0, samples: [] };
      timers.set(name, timer);
    }
    return timer;
  };

  /** Wall time of each call to `fn` while measuring (calls overlap, so totals can too). */
  function timed(name, fn) {
    return async (...args) => {
      if (!measuring) return fn(...args);
      const start = performance.now();
      try {
        return await fn(...args);
      } finally {
        const timer = entry(name);
        const ms = performance.now() - start;
        timer.calls += 1;
        timer.totalMs += ms;
        timer.samples.push(ms);
      }
    };
  }

  /** Replaces `object[method]` by a timed version (an own property: the instance only). */
  function wrapMethod(object, method, name) {
    const original = object[method].bind(object);
    object[method] = timed(name, original);
  }

  /**
   * Times the DocStore's public methods, each under the name of the outermost call (a `create`
   * runs a transaction inside: it counts as `create`), and on the SQLite store also how long
   * each waited for and then held the connection's lock. Every public method of the SQLite
   * store reaches the lock synchronously, so the name of the call being entered is enough.
   */
  function instrumentStore(store, names) {
    let entering;
    for (const method of Object.keys(names)) {
      if (typeof store[method] !== 'function') continue;
      const original = store[method].bind(store);
      const timedCall = timed(`docs.${method}: ${names[method]}`, original);
      store[method] = (...args) => {
        if (entering) return original(...args);
        entering = method;
        try {
          return timedCall(...args);
        } finally {
          entering = undefined;
        }
      };
    }
    const mutex = store.mutex;
    if (typeof mutex?.run !== 'function') return false;
    const run = mutex.run.bind(mutex);
    mutex.run = (fn) => {
      if (!measuring) return run(fn);
      const name = entering ?? 'other';
      const queuedAt = performance.now();
      return run(async () => {
        const start = performance.now();
        try {
          return await fn();
        } finally {
          const timer = entry(`lock: ${name}`);
          timer.calls += 1;
          timer.waitMs += start - queuedAt;
          timer.holdMs += performance.now() - start;
        }
      });
    };
    return true;
  }

  return {
    timed,
    wrapMethod,
    instrumentStore,
    start() {
      measuring = true;
    },
    stop() {
      measuring = false;
    },
    report() {
      return Object.fromEntries(
        [...timers].map(([name, timer]) => {
          const sorted = timer.samples.sort((a, b) => a - b);
          return [
            name,
            {
              calls: timer.calls,
              totalMs: timer.totalMs,
              waitMs: timer.waitMs,
              holdMs: timer.holdMs,
              p50: percentile(sorted, 0.5),
              p95: percentile(sorted, 0.95),
            },
          ];
        }),
      );
    },
  };
}

/** Nearest-rank percentile of an ascending array (undefined when empty). */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * A load run's figures: how many requests its clients made (`results`, each with its `ms` and
 * HTTP `status`) and how many a second, their latency percentiles, and how many were not 200.
 */
export function loadSummary({ elapsedMs, results }) {
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    requests: results.length,
    perSecond: results.length / (elapsedMs / 1000),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: results.filter((r) => r.status !== 200).length,
  };
}

/**
 * A sampling CPU profile of this thread (node:inspector), summed by where the code comes
 * from: the functions' own source files (through the bundle's source map), npm packages,
 * Node's internals, and native code (node:sqlite's statements, GC).
 */
export async function startCpuProfile() {
  const { Session } = await import('node:inspector/promises');
  const { findSourceMap } = await import('node:module');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async function stop() {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const totalMs = (profile.endTime - profile.startTime) / 1000;
    const samples = profile.samples.length;
    const places = new Map(
      profile.nodes.map((node) => [node.id, placeOf(node.callFrame, findSourceMap)]),
    );
    const parents = new Map();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id);
    // A sample belongs to the innermost frame on its stack that a rule recognises: node:sqlite
    // called from the DocStore is the DocStore's, a socket write from the Paystack client is
    // payments', and what no frame of ours or of a known package called stays "other".
    const categories = new Map();
    const categoryOf = (id) => {
      if (id === undefined) return 'other: Node internals (HTTP parsing, sockets, timers)';
      if (!categories.has(id)) {
        categories.set(id, categorise(places.get(id)) ?? categoryOf(parents.get(id)));
      }
      return categories.get(id);
    };
    const byPlace = new Map();
    const byCategory = new Map();
    for (const node of profile.nodes) {
      if (node.hitCount === 0) continue;
      const place = places.get(node.id);
      byPlace.set(place, (byPlace.get(place) ?? 0) + node.hitCount);
      const category = categoryOf(node.id);
      byCategory.set(category, (byCategory.get(category) ?? 0) + node.hitCount);
    }
    const rows = (counts) =>
      [...counts]
        .map(([name, hits]) => ({ name, ms: (hits / samples) * totalMs, share: hits / samples }))
        .sort((a, b) => b.ms - a.ms);
    return { totalMs, categories: rows(byCategory), places: rows(byPlace) };
  };
}

function placeOf({ functionName, url, lineNumber, columnNumber }, findSourceMap) {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}()`;
  if (url.startsWith('node:')) return `node ${url.slice(5).split('/').slice(0, 3).join('/')}`;
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage) return `npm ${inPackage[1]}`;
  const original = findSourceMap(file)?.findEntry(lineNumber, columnNumber)?.originalSource;
  if (original) {
    const source = original.startsWith('file://') ? new URL(original).pathname : original;
    const inSourcePackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (inSourcePackage) return `npm ${inSourcePackage[1]}`;
    return source.replace(/^.*?\/(functions\/src\/)/, '$1');
  }
  return file.replace(/^.*?\/(scripts\/|functions\/)/, '$1');
}

const categoryRules = [
  [
    /^functions\/src\/adapters\/sqlite-doc-store\//,
    'SQLite DocStore (statements, JSON, change feed)',
  ],
  [
    /^functions\/src\/adapters\/firestore-doc-store|^npm @google-cloud\/firestore|^npm google-gax|^npm @grpc|^npm protobufjs/,
    'Firestore client (gRPC)',
  ],
  [
    /^functions\/src\/adapters\/firebase-identity|^npm firebase-admin|^npm jsonwebtoken|^npm jwks-rsa|^npm google-auth-library/,
    'identity (firebase-admin, Auth emulator calls)',
  ],
  [
    /^functions\/src\/adapters\/paystack-gateway|^functions\/src\/tools\/fake-paystack\//,
    'payments (gateway + in-process fake Paystack)',
  ],
  [/^functions\/src\/app\/allocator\/|^functions\/src\/domain\//, 'allocator and domain rules'],
  [/^npm zod|^functions\/src\/http\/validate|^functions\/src\/contract\//, 'validation (zod)'],
  [/^functions\/src\/app\//, 'use cases (beginTransaction, precheck, answer polling)'],
  [
    /^npm (express|router|body-parser|raw-body|finalhandler|send|type-is|content-type|qs)$|^functions\/src\/http\//,
    'HTTP app (express, our http layer)',
  ],
  [/^\((garbage collector|idle|program)\)$/, (place) => place],
];

function categorise(place) {
  for (const [pattern, name] of categoryRules) {
    if (pattern.test(place)) return typeof name === 'function' ? name(place) : name;
  }
  return undefined;
}
