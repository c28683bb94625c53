// The messages benchmark itself, run by scripts/bench-messages.mjs inside
// `firebase emulators:exec` (Auth, and Firestore for the firebase backend): an approved event
// whose N tickets each have a holder of their own, one message to every holder written
// through the app's use case and sent as its trigger sends it (runMailing), then the outbox
// (the `mail` collection on Firestore, the outbox's files on the embedded store) counted:
// every holder once, nobody twice. Writes the figures as JSON.
import '../require-node-22.mjs';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { approvedBenchEvent, benchArgs, startBenchStack } from './bench-stack.mjs';

const values = benchArgs({ holders: { type: 'string' } });
const backend = values.backend;
const holders = Number(values.holders);
const addressOf = (i) => `holder-${String(i).padStart(6, '0')}@bench.example`;

const stack = await startBenchStack({ backend, name: 'bench-messages' });
const { tools, services } = stack;
stack.stopPaystack();

const seedingStarted = performance.now();
const { eventId, typeId } = await approvedBenchEvent({
  tools,
  services,
  backend,
  input: {
    name: 'Messages benchmark',
    description: 'Many holders, one message.',
    types: [{ name: 'General', price: 0, currency: 'ZAR', capacity: holders, maxPerOrder: 1 }],
  },
});
// Tickets as fulfilment leaves them, 500 to a transaction (Firestore's most).
const createdAt = new Date().toISOString();
for (let start = 0; start < holders; start += 500) {
  await services.docs.runTransaction(async (tx) => {
    for (let i = start; i < Math.min(start + 500, holders); i++) {
      tx.set(tools.paths.ticket(`bench-ticket-${String(i).padStart(6, '0')}`), {
        eventId,
        typeId,
        typeName: 'General',
        orderId: `bench-order-${i}`,
        email: addressOf(i),
        uid: `bench-buyer-${i}`,
        createdAt,
        status: 'valid',
      });
    }
  });
}
const seedingMs = performance.now() - seedingStarted;

// ---- Send pressed: the message written, then sent as the trigger sends it ----
const started = performance.now();
const message = await tools.createMessage({
  services,
  eventId,
  viewer: { uid: 'bench-organiser', isAdmin: false },
  input: {
    requestKey: 'bench-messages-press',
    subject: 'Doors open an hour later',
    body: 'Doors open at 20:00 rather than 19:00.\nParking: https://example.com/parking',
    audience: { kind: 'holders' },
    promotional: false,
  },
});
const writtenMs = performance.now() - started;
const outcome = await tools.runMailing(services, tools.allMailingKinds, message.id);
const sentMs = performance.now() - started;
const mailing = (await services.docs.get(tools.paths.mailing(message.id))).data;

// ---- the outbox, counted ----
let recipients;
if (backend === 'firebase') {
  const mail = await services.docs.query({ collection: 'mail' });
  recipients = mail.map((doc) => doc.data.to);
} else {
  const outbox = path.join(stack.dataDir, 'outbox');
  recipients = readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')).to);
}
const counts = new Map();
for (const to of recipients) counts.set(to, (counts.get(to) ?? 0) + 1);
let missing = 0;
for (let i = 0; i < holders; i++) if (!counts.has(addressOf(i))) missing += 1;
const duplicates = [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
const strangers = [...counts.keys()].filter((to) => !/^holder-\d{6}@bench\.example$/.test(to));

writeFileSync(
  values.results,
  JSON.stringify({
    backend,
    holders,
    seedingMs,
    writtenMs,
    sentMs,
    outcome,
    mailing: {
      status: mailing.status,
      recipientCount: mailing.recipientCount,
      batchCount: mailing.batchCount,
      sentCount: mailing.sentCount,
      failedCount: mailing.failedCount,
    },
    outbox: { emails: recipients.length, duplicates, missing, strangers: strangers.length },
  }),
);
await stack.close();
