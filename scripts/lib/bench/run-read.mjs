// The read benchmark itself, run by scripts/bench-read.mjs inside `firebase emulators:exec`
// (the Auth emulator: the demo accounts and the buyers' real anonymous ID tokens). The demo
// event on a fresh embedded store, the api app on a plain Node HTTP server in this process,
// and the public event GET sent from a worker thread, without and with a buyer's token.
import '../require-node-22.mjs';
import { rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { seededEmbeddedStack } from './seeded-embedded-stack.mjs';
import { loadSummary } from './profile.mjs';

const { values } = parseArgs({
  options: { results: { type: 'string' }, seconds: { type: 'string' }, rate: { type: 'string' } },
});
const durationMs = Number(values.seconds ?? 5) * 1000;
const rate = Number(values.rate ?? 1000);
const { tools, services, eventId, dataDir } = await seededEmbeddedStack('read');

// Buyers' tokens: a page open in 50 browsers, each polling with its own session.
async function anonymousToken() {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"returnSecureToken":true}',
    },
  );
  if (!response.ok) throw new Error(`signUp: HTTP ${response.status}`);
  return (await response.json()).idToken;
}
const tokens = await Promise.all(Array.from({ length: 50 }, anonymousToken));

const server = http.createServer(tools.createApiApp(services));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/api/events/${eventId}`;

function load(workerData) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./read-load-worker.mjs', import.meta.url), {
      workerData: { url, durationMs, ...workerData },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const figures = [];
try {
  // Warm-up: the first answers compile code paths and open the store.
  await load({ mode: 'closed', concurrency: 4, tokens, durationMs: 1000 });
  for (const withToken of [false, true]) {
    const clientTokens = withToken ? tokens : [];
    for (const concurrency of [1, 10, 50]) {
      const f = loadSummary(await load({ mode: 'closed', concurrency, tokens: clientTokens }));
      figures.push({ load: `${concurrency} concurrent`, withToken, ...f });
    }
    const f = loadSummary(await load({ mode: 'open', rate, tokens: clientTokens }));
    figures.push({ load: `${rate}/s offered`, withToken, open: true, ...f });
  }
} finally {
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
writeFileSync(values.results, JSON.stringify({ eventId, rate, durationMs, figures }, null, 2));
