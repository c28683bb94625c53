// `npm run bench:checkin`: the door scanner's work, measured with its own core modules.
// 1. Offline scans on a 10,000-ticket event: QR signature verified (WebCrypto Ed25519),
//    ticket looked up in the downloaded list, check-in decided and recorded; p50/p95/p99 per
//    scan (target: p95 under 20 ms).
// 2. 1,000 offline check-ins from two door devices synced through POST .../check-ins on a
//    plain Node server (embedded backend), 500 a call: time, calls and conflicts found.
// A benchmark, not a test: it prints figures and the machine's load.
import './lib/require-node-22.mjs';
import os from 'node:os';
import { runWithAuthEmulator } from './lib/bench/with-auth-emulator.mjs';
import { benchLocalScans } from './lib/bench/run-scan-verify.mjs';
import { run } from './lib/run.mjs';

const target = { p95Ms: 20 };
const ms = (value) => `${value.toFixed(2)} ms`;
const loadBefore = os.loadavg()[0];

const local = await benchLocalScans({ tickets: 10_000, scans: 2_000 });
console.log('');
console.log(
  `Offline scans, ${local.tickets.toLocaleString('en')} tickets, ${local.scans.toLocaleString('en')} scans ` +
    `(Node ${process.versions.node}, WebCrypto Ed25519):`,
);
console.log(`  list indexed and key imported once: ${ms(local.listMs)}`);
console.log(
  `  per scan: p50 ${ms(local.p50)}, p95 ${ms(local.p95)}, p99 ${ms(local.p99)} ` +
    `(target p95 < ${target.p95Ms} ms: ${local.p95 < target.p95Ms ? 'met' : 'MISSED'}); ` +
    `${local.valid} let in`,
);

await run('npm', ['run', 'build', '-w', 'functions']);
const sync = await runWithAuthEmulator('run-checkin-sync.mjs', ['--tickets', '10000']);
console.log('');
console.log(
  `Sync, embedded backend, api app on a plain Node server, ${sync.tickets.toLocaleString('en')} tickets:`,
);
console.log(
  `  bundle download: ${ms(sync.bundleMs)}, ${(sync.bundleBytes / 1024).toFixed(0)} KiB of JSON`,
);
console.log(
  `  ${sync.scans.toLocaleString('en')} offline check-ins from 2 devices in ${sync.calls} calls: ` +
    `${ms(sync.syncMs)} (${Math.round(sync.scans / (sync.syncMs / 1000))} scans/s)`,
);
console.log(
  `  conflicts found: ${sync.flagged} scans flagged (200 expected: the later of each pair), ` +
    `${sync.conflictAnswers} of them told to Door 2 as it synced (its later scans), the rest ` +
    `Door 1's scans beaten by Door 2's earlier ones; checked in: ${sync.summary.checkedIn} ` +
    `(800 expected)`,
);
console.log('');
console.log(
  `Machine load (1 min average): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after, ` +
    `${os.cpus().length} cores`,
);
