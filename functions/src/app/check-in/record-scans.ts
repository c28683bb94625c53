import { maxScansPerSync, type ScanAnswer, type ScanInput } from '../../contract/check-in';
import { serverClockOfScans } from '../../domain/scan-clock';
import { paths } from '../../paths';
import type { DocData, DocSnapshot, Transaction } from '../../ports/doc-store';
import type { TicketRecord } from '../checkout/checkout-records';
import type { ScanRecord } from './door-records';
import { prepareScans, type PreparedScan } from './scanned-ticket';
import { answerOf, checkInFields, type Scanner } from './scan-records';
import { displacedToRead, planScan, settleDisplaced, winnerOf, type ScanPlan } from './scan-plan';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';
import { readWebhookWants } from '../webhooks/stage-if-wanted';
import { ticketCheckedInEvent, type EventRef } from '../webhooks/ticket-webhook-events';

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
 * nothing. Scans are taken in the order of their times on the server's clock, so in one
 * batch of offline scans the earliest simply wins; as many go into one transaction as its
 * 500 writes allow.
 */
export async function recordScans({
  services: { docs, clock },
  eventId,
  scanner,
  scans,
  sentAt,
}: {
  services: Pick<Services, 'docs' | 'clock'>;
  eventId: string;
  scanner: Scanner;
  scans: ScanInput[];
  /** The device's clock when it sent them (see `checkInsRequest`). */
  sentAt?: string;
}): Promise<ScanAnswer[]> {
  const answers = new Map<string, ScanAnswer>();
  const onServerClock = serverClockOfScans({ sentAt, receivedAt: clock.now() });
  // The event names its organisation, whose webhooks may want each check-in (read alongside
  // the scans' keys: an event's organisation does not change under its door).
  const [prepared, event] = await Promise.all([
    prepareScans(docs, scans, onServerClock),
    docs.get<EventRecord>(paths.event(eventId)),
  ]);
  const organiser = {
    orgId: event.data?.orgId,
    event: { id: eventId, name: event.data?.name ?? '' },
  };
  let pending = inScanOrder(prepared);
  while (pending.length > 0) {
    const chunk = pending.slice(0, maxScansPerSync);
    const receivedAt = clock.now().toISOString();
    const outcome = await docs.runTransaction((tx) =>
      recordChunk(tx, { eventId, scanner, scans: chunk, receivedAt, organiser }),
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
    organiser,
  }: {
    eventId: string;
    scanner: Scanner;
    scans: PreparedScan[];
    receivedAt: string;
    organiser: { orgId: string | undefined; event: EventRef };
  },
): Promise<ChunkOutcome> {
  const codes = [...new Set(scans.flatMap(({ code }) => (code ? [code] : [])))];
  const [recorded, tickets, webhooks] = await Promise.all([
    tx.getAll<ScanRecord>(scans.map(({ input }) => paths.scan(eventId, input.scanId))),
    tx.getAll<TicketRecord>(codes.map(paths.ticket)),
    readWebhookWants(tx, organiser.orgId),
  ]);
  const ticketsAsRead = existingById(tickets);
  const plan: ScanPlan = {
    eventId,
    scanner,
    receivedAt,
    tickets: new Map(ticketsAsRead),
    records: existingById(recorded),
    created: new Map(),
    changedTickets: new Set(),
    displaced: new Map(),
    writes: 0,
    stagesCheckIns: webhooks.wants('ticket.checked_in'),
  };
  let handled = 0;
  for (const scan of scans) {
    // A scan sent again is answered from its record.
    if (!plan.records.has(scan.input.scanId) && !planScan(plan, scan)) break;
    handled++;
  }
  const toRead = displacedToRead(plan).map((scanId) => paths.scan(eventId, scanId));
  for (const [scanId, record] of existingById(await tx.getAll<ScanRecord>(toRead))) {
    plan.records.set(scanId, record);
  }
  const displacedUpdates = settleDisplaced(plan);

  for (const [scanId, record] of plan.created) tx.create(paths.scan(eventId, scanId), record);
  for (const code of plan.changedTickets) {
    const winner = winnerOf(plan, code);
    if (!winner) continue;
    tx.update(paths.ticket(code), checkInFields(winner));
    // A ticket let in now; one already in whose check-in an earlier scan displaced is not.
    if (ticketsAsRead.get(code)?.checkedInAt !== undefined) continue;
    const checkIn = {
      at: winner.at,
      byName: winner.byName,
      offline: plan.created.get(winner.scanId)?.offline ?? false,
    };
    const ticket = plan.tickets.get(code)!;
    webhooks.stage(tx, ticketCheckedInEvent({ event: organiser.event, code, ticket, checkIn }));
  }
  for (const [scanId, fields] of displacedUpdates) tx.update(paths.scan(eventId, scanId), fields);

  const answers = scans.slice(0, handled).flatMap(({ input: { scanId } }) => {
    const record = plan.created.get(scanId) ?? plan.records.get(scanId);
    if (!record) return [];
    const ticket = record.code ? plan.tickets.get(record.code) : undefined;
    return [[scanId, answerOf(scanId, record, ticket)] as [string, ScanAnswer]];
  });
  return { answers, handled };
}

function existingById<T extends DocData>(snapshots: DocSnapshot<T>[]): Map<string, T> {
  const found = new Map<string, T>();
  for (const { id, data } of snapshots) if (data) found.set(id, data);
  return found;
}
