// `npm run bench:messages`: one message to 10,000 ticket holders on the Firestore emulator
// (issue 39), from Send to the last email handed to the mail port (the Trigger Email
// extension's `mail` collection), then the outbox counted: 0 duplicates and 0 missing, within
// 60 s on this machine. The message is written through the app's use case and sent as its
// trigger sends it, in this process (the code itself, not the Functions emulator's workers).
// Figures, not a test: the exit code is 1 when an email is missing or doubled, or the target
// is missed.
//
//   npm run bench:messages -- [--backend firebase|embedded] [--holders N]
import './lib/require-node-22.mjs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { runInBenchEmulators } from './lib/bench/bench-emulator-config.mjs';

const { values } = parseArgs({
  options: {
    backend: { type: 'string', default: 'firebase' },
    holders: { type: 'string', default: '10000' },
  },
});
const holders = Number(values.holders);
if (
  !['firebase', 'embedded'].includes(values.backend) ||
  !Number.isInteger(holders) ||
  holders < 1
) {
  console.error('--backend takes firebase or embedded, --holders a whole number above 0');
  process.exit(2);
}
const targetSeconds = 60;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// The bench's own emulators: the test stack's ports shifted by 600, another demo project.
const ports = { auth: 19699, hub: 15000, logging: 15050, firestore: 18680, websocket: 18685 };
const loadBefore = os.loadavg()[0];
const f = await runInBenchEmulators({
  name: 'bench-messages',
  backend: values.backend,
  project: 'demo-bench-messages',
  ports,
  script: 'run-messages.mjs',
  args: ['--backend', values.backend, '--holders', String(holders)],
});

const perSecond = Math.round(f.holders / (f.sentMs / 1000));
const met = f.sentMs <= targetSeconds * 1000;
const exact = f.outbox.duplicates === 0 && f.outbox.missing === 0 && f.outbox.strangers === 0;
console.log(
  `\nMessages benchmark: ${f.backend === 'firebase' ? 'Firestore emulator' : 'embedded (SQLite)'} ` +
    `backend; ${f.holders.toLocaleString('en')} holders, one message to every holder ` +
    `(load average ${loadBefore.toFixed(2)} before, ${os.cpus().length} cores)`,
);
console.log(`  seeding (not measured):            ${seconds(f.seedingMs)}`);
console.log(`  Send: the message written          ${seconds(f.writtenMs)}`);
console.log(
  `  every email handed to the mail port ${seconds(f.sentMs)} from Send ` +
    `(${perSecond.toLocaleString('en')} emails/s; target ${targetSeconds} s: ${met ? 'met' : 'MISSED'})`,
);
console.log(
  `  the message: ${f.mailing.status}, ${f.mailing.recipientCount} recipients in ` +
    `${f.mailing.batchCount} batches, ${f.mailing.sentCount} sent, ${f.mailing.failedCount} failed`,
);
console.log(
  `  the outbox: ${f.outbox.emails} emails, ${f.outbox.duplicates} duplicates, ` +
    `${f.outbox.missing} missing, ${f.outbox.strangers} to anyone else`,
);
process.exit(met && exact ? 0 : 1);
