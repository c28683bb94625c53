import { maxScansPerSync, type ScanAnswer, type ScanInput } from '../contract/door';
import { decideScan, type CheckIn } from '../domain/check-in';
import { paths } from '../paths';
import type { Transaction } from '../ports/doc-store';
import type { TicketRecord } from './checkout-records';
import type { ScanRecord } from './door-records';
import { prepareScans, type PreparedScan } from './scanned-ticket';
import {
  answerOf,
  checkInFields,
  displacedFields,
  doorTicketOf,
  scanRecordOf,
  type Scanner,
} from './scan-records';
import type { Services } from './services';

/** Firestore's bound on the writes of one transaction. */
const transactionWriteLimit = 500;

type ChunkOutcome = {
  answers: Array<[string, ScanAnswer]>;
  /** How many of the chunk's scans (from its start) were recorded or found recorded. */
  handled: number;
};

/** The first of each scan id, in the order the scanners' clocks saw them. */
function inScanOrder(scans: PreparedScan[]): PreparedScan[] {
  const seen = new Set<string>();
  const unique = scans.filter(({ input }) => !seen.has(input.scanId) && seen.add(input.scanId));
  return unique.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/**
 * Records scans and answers each by the door's rule (domain/check-in.ts), transactionally
 * and idempotently by `scanId`: a scan sent again is answered from its record and changes
 * nothing. Scans are taken in the order of their clocks, so in one batch of offline scans
 * the earliest simply wins; as many go into one transaction as its 500 writes allow.
 */
export async function recordScans({
  services: { docs, clock },
  eventId,
  scanner,
  scans,
}: {
  services: Pick<Services, 'docs' | 'clock'>;
  eventId: string;
  scanner: Scanner;
  scans: ScanInput[];
}): Promise<ScanAnswer[]> {
  const answers = new Map<string, ScanAnswer>();
  let pending = inScanOrder(await prepareScans(docs, scans));
  while (pending.length > 0) {
    const chunk = pending.slice(0, maxScansPerSync);
    const receivedAt = clock.now().toISOString();
    const outcome = await docs.runTransaction((tx) =>
      recordChunk(tx, { eventId, scanner, scans: chunk, receivedAt }),
    );
    for (const [scanId, answer] of outcome.answers) answers.set(scanId, answer);
    pending = pending.slice(outcome.handled);
  }
  return scans.map(({ scanId }) => answers.get(scanId) ?? { scanId, result: 'unknown' });
}

async function recordChunk(
  tx: Transaction,
  {
    eventId,
    scanner,
    scans,
    receivedAt,
  }: { eventId: string; scanner: Scanner; scans: PreparedScan[]; receivedAt: string },
): Promise<ChunkOutcome> {
  const recorded = await tx.getAll<ScanRecord>(
    scans.map(({ input }) => paths.scan(eventId, input.scanId)),
  );
  const codes = [...new Set(scans.flatMap(({ code }) => (code ? [code] : [])))];
  const tickets = new Map<string, TicketRecord>();
  for (const snapshot of await tx.getAll<TicketRecord>(codes.map(paths.ticket))) {
    if (snapshot.data) tickets.set(snapshot.id, snapshot.data);
  }
  const records = new Map<string, ScanRecord>();
  for (const snapshot of recorded) if (snapshot.data) records.set(snapshot.id, snapshot.data);

  const created = new Map<string, ScanRecord>();
  const changedTickets = new Set<string>();
  /** Winning scans displaced by earlier ones: whether that makes them a conflict. */
  const displaced = new Map<string, boolean>();
  let writes = 0;
  let handled = 0;
  for (const scan of scans) {
    const { scanId } = scan.input;
    if (records.has(scanId)) {
      handled++;
      continue;
    }
    const found = scan.code ? tickets.get(scan.code) : undefined;
    // A genuine QR code names its ticket's own event; anything else is not that ticket.
    const ticket =
      found && (!scan.signedFor || scan.signedFor === found.eventId) ? found : undefined;
    const decision = decideScan({
      ticket: ticket && doorTicketOf(ticket),
      eventId,
      scan: {
        scanId,
        at: scan.scannedAt,
        by: scanner.id,
        byName: scanner.name,
        offline: scan.input.offline === true,
      },
    });
    const checkIn = ticket && decision.result === 'valid' ? decision : undefined;
    const code = checkIn ? scan.code : undefined;
    const displacedId = checkIn?.displaced?.checkIn.scanId;
    // Its record, its ticket unless written already, the record it displaces unless so.
    const cost =
      1 +
      (code && !changedTickets.has(code) ? 1 : 0) +
      (displacedId && !created.has(displacedId) && !displaced.has(displacedId) ? 1 : 0);
    if (writes + cost > transactionWriteLimit) break;
    writes += cost;
    created.set(scanId, scanRecordOf(scan, scanner, decision, receivedAt));
    if (checkIn && ticket && code) {
      tickets.set(code, { ...ticket, ...checkInFields(checkIn.checkedIn) });
      changedTickets.add(code);
      if (displacedId && checkIn.displaced) displaced.set(displacedId, checkIn.displaced.conflict);
    }
    handled++;
  }

  // The displaced records recorded in earlier calls: read now, before the first write.
  const toRead = [...displaced.keys()].filter((id) => !created.has(id) && !records.has(id));
  for (const snapshot of await tx.getAll<ScanRecord>(toRead.map((id) => paths.scan(eventId, id)))) {
    if (snapshot.data) records.set(snapshot.id, snapshot.data);
  }
  const displacedUpdates = new Map<string, ReturnType<typeof displacedFields>>();
  for (const [scanId, conflict] of displaced) {
    const record = created.get(scanId) ?? records.get(scanId);
    const winner = record?.code ? tickets.get(record.code) : undefined;
    if (!record || !winner) continue;
    const fields = displacedFields(doorTicketOf(winner).checkedIn as CheckIn, conflict);
    if (created.has(scanId)) created.set(scanId, { ...record, ...fields });
    else {
      records.set(scanId, { ...record, ...fields });
      displacedUpdates.set(scanId, fields);
    }
  }

  for (const [scanId, record] of created) tx.create(paths.scan(eventId, scanId), record);
  for (const code of changedTickets) {
    const checkedIn = doorTicketOf(tickets.get(code) as TicketRecord).checkedIn as CheckIn;
    tx.update(paths.ticket(code), checkInFields(checkedIn));
  }
  for (const [scanId, fields] of displacedUpdates) tx.update(paths.scan(eventId, scanId), fields);

  const answers = scans.slice(0, handled).map(({ input: { scanId } }): [string, ScanAnswer] => {
    const record = (created.get(scanId) ?? records.get(scanId)) as ScanRecord;
    return [scanId, answerOf(scanId, record, record.code ? tickets.get(record.code) : undefined)];
  });
  return { answers, handled };
}
