// The buyers: a worker thread (its own event loop, so the client does not share the server's)
// that sends every prepared request through a pool of `concurrency` keep-alive connections
// and records, per request, when it was sent, how long the answer took and what it said.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { sendJson } from './bench-http.mjs';

const { url, concurrency, requests } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** The answer's status and what it said: its error code, or the purchase's status. */
async function send({ token, body }) {
  const answer = await sendJson({ agent, target, token, body });
  if (answer.status === 0) return { status: 0, code: answer.body.transport };
  const code = answer.body?.error?.code ?? answer.body?.status ?? 'unparsable';
  return { status: answer.status, code };
}

const results = new Array(requests.length);
let next = 0;
const started = performance.now();

async function lane() {
  while (next < requests.length) {
    const index = next++;
    const sentAt = performance.now();
    const answer = await send(requests[index]);
    results[index] = { index, ...answer, sentAt: sentAt - started, ms: performance.now() - sentAt };
  }
}

await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, lane));
const elapsedMs = performance.now() - started;
agent.destroy();
parentPort.postMessage({ elapsedMs, results });
