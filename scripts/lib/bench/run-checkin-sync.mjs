// The sync half of bench:checkin, run inside `firebase emulators:exec` with the Auth emulator
// (the demo organiser's real ID token): the demo event on a fresh embedded store, given
// 10,000 tickets; the api app on a plain Node HTTP server; two door devices that scanned
// 1,000 tickets offline (200 of them on both doors) sync through POST .../check-ins with the
// scanner's own sync code, 500 scans a call.
import '../require-node-22.mjs';
import { randomUUID, sign } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { seededEmbeddedStack } from './seeded-embedded-stack.mjs';
import { loadScannerCore } from './scanner-core.mjs';

const { values } = parseArgs({
  options: { results: { type: 'string' }, tickets: { type: 'string' } },
});
const ticketCount = Number(values.tickets ?? 10_000);
const { tools, services, eventId, dataDir } = await seededEmbeddedStack('checkin');
const core = await loadScannerCore();

// Tickets written as fulfilment writes them (one order's worth each), without the checkout:
// the sync is what is measured.
const event = (await services.docs.get(tools.paths.event(eventId))).data;
const types = await services.docs.query({ collection: tools.paths.eventTypes(eventId) });
const type = types[0];
const codes = Array.from({ length: ticketCount }, () => core.newTicketCode());
const createdAt = new Date().toISOString();
for (let start = 0; start < codes.length; start += 400) {
  await services.docs.runTransaction(async (tx) => {
    for (const code of codes.slice(start, start + 400)) {
      tx.create(tools.paths.ticket(code), {
        orderId: `bench-order-${start}`,
        eventId,
        typeId: type.id,
        typeName: type.data.name,
        email: 'guest@example.com',
        uid: event.uid,
        createdAt,
        status: 'valid',
        doorState: 'not_checked_in',
      });
    }
  });
}

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
async function organiserToken() {
  const { email, password } = tools.demoAccounts.organiser;
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signIn: HTTP ${response.status}`);
  return (await response.json()).idToken;
}

const server = http.createServer(tools.createApiApp(services));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const api = `http://127.0.0.1:${server.address().port}/api/events/${eventId}`;

async function call(url, authorization, body) {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return { json: JSON.parse(text), bytes: text.length };
}

try {
  const organiser = `Bearer ${await organiserToken()}`;
  const doors = [];
  for (const name of ['Door 1', 'Door 2']) {
    const { json } = await call(`${api}/check-in/devices`, organiser, { name });
    doors.push({ name, authorization: `Device ${new URL(json.link).hash.slice(1)}` });
  }

  const bundleStarted = performance.now();
  const bundle = await call(`${api}/check-in/bundle`, doors[0].authorization);
  const bundleMs = performance.now() - bundleStarted;

  // The QR codes as the tickets show them, signed with the event's key (made on first use).
  const { privateKey } = await tools.eventKeys(services, eventId);
  const qr = (code) => {
    const text = `tp1.${eventId}.${code}`;
    return `${text}.${sign(null, Buffer.from(text), privateKey).toString('base64url')}`;
  };

  // Door 1 let 800 guests in, a second apart; Door 2 scanned 200 of them too, 100 earlier
  // than Door 1 (Door 2 wins them, Door 1's scans are the conflicts) and 100 later (Door 2's
  // are). 1,000 offline scans in all, 200 conflicts to find.
  const doorsOpen = Date.now() - 3_600_000;
  const at = (second) => new Date(doorsOpen + second * 1000).toISOString();
  const scan = (code, second) => ({
    scanId: randomUUID(),
    scanned: qr(code),
    scannedAt: at(second),
    offline: true,
  });
  const door1 = codes.slice(0, 800).map((code, index) => scan(code, 600 + index));
  const door2 = codes
    .slice(600, 800)
    .map((code, index) => scan(code, index < 100 ? 1 + index : 2000 + index));

  const memoryQueue = (scans) => {
    const waiting = new Map(scans.map((s) => [s.scanId, s]));
    return {
      pendingScans: async (limit) => [...waiting.values()].slice(0, limit),
      settle: async (answers) => answers.forEach((answer) => waiting.delete(answer.scanId)),
    };
  };
  let calls = 0;
  let conflictAnswers = 0;
  const syncStarted = performance.now();
  for (const [door, scans] of [
    [doors[0], door1],
    [doors[1], door2],
  ]) {
    const outcome = await core.syncPendingScans(memoryQueue(scans), async (batch) => {
      calls += 1;
      return (await call(`${api}/check-ins`, door.authorization, { scans: batch })).json.answers;
    });
    conflictAnswers += outcome.conflicts;
  }
  const syncMs = performance.now() - syncStarted;
  const { json: summary } = await call(`${api}/check-in/summary`, organiser);
  // Every scan the server flagged: those told at sync, and those beaten later by an earlier
  // scan that synced after them.
  const flagged = await services.docs.count({
    collection: tools.paths.scans(eventId),
    where: [{ field: 'conflict', op: '==', value: true }],
  });

  writeFileSync(
    values.results,
    JSON.stringify({
      tickets: ticketCount,
      bundleMs,
      bundleBytes: bundle.bytes,
      scans: door1.length + door2.length,
      calls,
      syncMs,
      conflictAnswers,
      flagged,
      summary: {
        checkedIn: summary.checkedIn,
        conflicts: summary.conflicts.length,
        byScanner: summary.byScanner,
      },
    }),
  );
} finally {
  server.close();
  await services.docs.close?.();
  rmSync(dataDir, { recursive: true, force: true });
}
