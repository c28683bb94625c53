// The readers of the read benchmark: a worker thread (its own event loop) sending GETs either
// closed loop (`concurrency` clients, each sending its next request when the last answered)
// or open loop (one request every 1/rate seconds, however long answers take), and recording
// each answer's status and latency.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, tokens, mode, concurrency, rate, durationMs } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: mode === 'open' ? 512 : concurrency });

function get(token) {
  return new Promise((resolve) => {
    const sentAt = performance.now();
    const done = (status) => resolve({ status, ms: performance.now() - sentAt });
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode));
        res.on('error', () => done(0));
      },
    );
    req.on('error', () => done(0));
    req.end();
  });
}

const results = [];
const started = performance.now();
const tokenFor = (index) => (tokens.length ? tokens[index % tokens.length] : undefined);

if (mode === 'closed') {
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() - started < durationMs) results.push(await get(tokenFor(client)));
    }),
  );
} else {
  const pending = [];
  const intervalMs = 1000 / rate;
  for (let sent = 0; ; sent++) {
    const due = started + sent * intervalMs;
    if (due - started >= durationMs) break;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(get(tokenFor(sent)).then((result) => results.push(result)));
  }
  await Promise.all(pending);
}
const elapsedMs = performance.now() - started;
agent.destroy();
parentPort.postMessage({ elapsedMs, results });
