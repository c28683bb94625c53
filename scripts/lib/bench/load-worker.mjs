// The buyers: a worker thread (its own event loop, so the client does not share the server's)
// that sends every prepared request through a pool of `concurrency` keep-alive connections
// and records, per request, when it was sent, how long the answer took and what it said.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, concurrency, requests } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function send({ token, body }) {
  return new Promise((resolve) => {
    const payload = Buffer.from(body);
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': payload.length,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let code;
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            code = answer.error?.code ?? answer.status;
          } catch {
            code = 'unparsable';
          }
          resolve({ status: res.statusCode, code });
        });
        res.on('error', (error) => resolve({ status: 0, code: error.code ?? error.message }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, code: error.code ?? error.message }));
    req.end(payload);
  });
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
