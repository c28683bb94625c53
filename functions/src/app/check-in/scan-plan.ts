import { decideScan, type CheckIn } from '../../domain/check-in';
import type { TicketRecord } from '../checkout/checkout-records';
import type { ScanRecord } from './door-records';
import type { PreparedScan } from './scanned-ticket';
import {
  checkInFields,
  displacedFields,
  doorTicketOf,
  scanRecordOf,
  type Scanner,
} from './scan-records';

/** Firestore's bound on the writes of one transaction. */
export const transactionWriteLimit = 500;

/**
 * What one transaction of scans has read and decided so far, in memory: written only once
 * every scan that fits is decided (Firestore's reads-before-writes), each document once.
 */
export type ScanPlan = {
  eventId: string;
  scanner: Scanner;
  receivedAt: string;
  /** Tickets by code, as read and then as checked in. */
  tickets: Map<string, TicketRecord>;
  /** Scan records that already exist (read), by scan id. */
  records: Map<string, ScanRecord>;
  /** New scan records, by scan id. */
  created: Map<string, ScanRecord>;
  changedTickets: Set<string>;
  /** Winning scans displaced by earlier ones: whether that makes them a conflict. */
  displaced: Map<string, boolean>;
  writes: number;
  /** The organisation's webhooks want `ticket.checked_in`: a ticket let in is one more write. */
  stagesCheckIns: boolean;
};

/**
 * Decides one new scan into the plan; false, changing nothing, when its writes (its record,
 * its ticket unless written already, the record it displaces unless so, the webhook event of
 * a ticket it lets in) would not fit.
 */
export function planScan(plan: ScanPlan, scan: PreparedScan): boolean {
  const { scanId } = scan.input;
  const found = scan.code ? plan.tickets.get(scan.code) : undefined;
  // A genuine QR code names its ticket's own event; anything else is not that ticket.
  const ticket = found && (!scan.signedFor || scan.signedFor === found.eventId) ? found : undefined;
  const decision = decideScan({
    ticket: ticket && doorTicketOf(ticket),
    eventId: plan.eventId,
    scan: {
      scanId,
      at: scan.scannedAt,
      by: plan.scanner.id,
      byName: plan.scanner.name,
      offline: scan.input.offline === true,
    },
  });
  const checkIn = ticket && decision.result === 'valid' ? decision : undefined;
  const code = checkIn ? scan.code : undefined;
  const displacedId = checkIn?.displaced?.checkIn.scanId;
  const isFirstChange = code !== undefined && !plan.changedTickets.has(code);
  const cost =
    1 +
    (isFirstChange ? 1 : 0) +
    (isFirstChange && plan.stagesCheckIns && ticket?.checkedInAt === undefined ? 1 : 0) +
    (displacedId && !plan.created.has(displacedId) && !plan.displaced.has(displacedId) ? 1 : 0);
  if (plan.writes + cost > transactionWriteLimit) return false;
  plan.writes += cost;
  plan.created.set(scanId, scanRecordOf(scan, plan.scanner, decision, plan.receivedAt));
  if (checkIn && ticket && code) {
    plan.tickets.set(code, { ...ticket, ...checkInFields(checkIn.checkedIn) });
    plan.changedTickets.add(code);
    if (displacedId && checkIn.displaced) {
      plan.displaced.set(displacedId, checkIn.displaced.conflict);
    }
  }
  return true;
}

/** The displaced scans whose records were made by earlier calls: to read before writing. */
export const displacedToRead = (plan: ScanPlan) =>
  [...plan.displaced.keys()].filter((id) => !plan.created.has(id) && !plan.records.has(id));

/**
 * Marks each displaced record as having lost to its ticket's final winner: a new record is
 * changed before it is written, an existing one gets the update returned.
 */
export function settleDisplaced(plan: ScanPlan) {
  const updates = new Map<string, ReturnType<typeof displacedFields>>();
  for (const [scanId, conflict] of plan.displaced) {
    const record = plan.created.get(scanId) ?? plan.records.get(scanId);
    const ticket = record?.code ? plan.tickets.get(record.code) : undefined;
    const winner = ticket && doorTicketOf(ticket).checkedIn;
    if (!record || !winner) continue;
    const fields = displacedFields(winner, conflict);
    if (plan.created.has(scanId)) plan.created.set(scanId, { ...record, ...fields });
    else {
      plan.records.set(scanId, { ...record, ...fields });
      updates.set(scanId, fields);
    }
  }
  return updates;
}

/** The winning check-in of a ticket the plan changed. */
export const winnerOf = (plan: ScanPlan, code: string): CheckIn | undefined => {
  const ticket = plan.tickets.get(code);
  return ticket && doorTicketOf(ticket).checkedIn;
};
