// One scan at the door with no network, as the web scanner answers it: parse the QR text,
// verify its Ed25519 signature (WebCrypto), look the ticket up by its key in the downloaded
// list of a 10,000-ticket event, decide and record the check-in. Times each scan.
import { performance } from 'node:perf_hooks';
import { percentile } from './profile.mjs';
import { loadScannerCore } from './scanner-core.mjs';

export async function benchLocalScans({ tickets = 10_000, scans = 2_000 } = {}) {
  const core = await loadScannerCore();
  const eventId = 'bench-event';
  const keys = await core.makeEventKeys();
  const codes = Array.from({ length: tickets }, () => core.newTicketCode());
  const bundleTickets = await Promise.all(codes.map((code) => core.bundleTicket(code)));
  const payloads = await Promise.all(
    codes.slice(0, scans).map((code) => core.signTicket(keys.privateKey, eventId, code)),
  );

  const startedList = performance.now();
  const context = {
    eventId,
    publicKey: await core.importEventPublicKey(keys.publicKey),
    index: new core.TicketIndex(bundleTickets),
  };
  const listMs = performance.now() - startedList;

  // Warm-up: the first calls pay for compilation, not for the door's work.
  for (const payload of payloads.slice(0, 50)) await core.decideScan(payload, context);

  const times = [];
  let valid = 0;
  for (const payload of payloads) {
    const started = performance.now();
    const { answer } = await core.checkInLocally(payload, context, new Date(), 'Bench door');
    times.push(performance.now() - started);
    if (answer.result === 'valid') valid += 1;
  }
  times.sort((a, b) => a - b);
  return {
    tickets,
    scans,
    valid,
    listMs,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}
