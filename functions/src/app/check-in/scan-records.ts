import type { ScanAnswer } from '../../contract/check-in';
import type { CheckIn, DoorTicket, ScanDecision } from '../../domain/check-in';
import type { TicketRecord } from '../checkout/checkout-records';
import type { ScanRecord } from './door-records';
import type { PreparedScan } from './scanned-ticket';
import { ticketLookupKey } from '../tickets/ticket-lookup-key';
import { withoutUndefined } from '../common/without-undefined';

/** Who scans: a door device, or a signed-in organiser or administrator. */
export type Scanner = {
  /** A device id, or `organiser:{uid}`. */
  id: string;
  /** The device's name, or the organiser's email. */
  name: string;
};

export const organiserScanner = (user: {
  uid: string;
  email?: string;
  apiKey?: { name: string };
}): Scanner => ({
  id: `organiser:${user.uid}`,
  name: user.apiKey ? `API key ${user.apiKey.name}` : (user.email ?? 'The organiser'),
});

export function doorTicketOf(ticket: TicketRecord): DoorTicket {
  const { eventId, status = 'valid', voidReason, checkedInAt, checkedInBy } = ticket;
  const checkedIn: CheckIn | undefined =
    checkedInAt !== undefined && checkedInBy !== undefined
      ? {
          at: checkedInAt,
          by: checkedInBy,
          byName: ticket.checkedInByName ?? checkedInBy,
          scanId: ticket.checkedInScanId ?? '',
        }
      : undefined;
  return withoutUndefined({ eventId, status, voidReason, checkedIn });
}

/** The fields a ticket's winning check-in writes. */
export const checkInFields = (checkIn: CheckIn) => ({
  checkedInAt: checkIn.at,
  checkedInBy: checkIn.by,
  checkedInByName: checkIn.byName,
  checkedInScanId: checkIn.scanId,
  // Only a valid ticket is checked in: what the attendee list filters on (door-state.ts).
  doorState: 'checked_in' as const,
});

const winnerFields = (winner: CheckIn) => ({
  winnerAt: winner.at,
  winnerBy: winner.by,
  winnerByName: winner.byName,
});

/** The record of a scan that was displaced by an earlier one: it lost to `winner`. */
export const displacedFields = (winner: CheckIn, conflict: boolean) => ({
  result: 'already_checked_in' as const,
  ...(conflict ? { conflict: true } : {}),
  ...winnerFields(winner),
});

export function scanRecordOf(
  scan: PreparedScan,
  scanner: Scanner,
  decision: ScanDecision,
  receivedAt: string,
): ScanRecord {
  const found = decision.result !== 'unknown' && scan.code !== undefined;
  return {
    ...(found ? { code: scan.code } : {}),
    scanned: scan.input.scanned,
    scannedAt: scan.scannedAt,
    // What the device's own clock said, kept when it was moved onto the server's.
    ...(new Date(scan.input.scannedAt).toISOString() !== scan.scannedAt
      ? { deviceScannedAt: scan.input.scannedAt }
      : {}),
    receivedAt,
    scannedBy: scanner.id,
    scannedByName: scanner.name,
    offline: scan.input.offline === true,
    result: decision.result,
    ...(decision.result === 'already_checked_in'
      ? { ...(decision.conflict ? { conflict: true } : {}), ...winnerFields(decision.winner) }
      : {}),
  };
}

/**
 * What a recorded scan answers, now: the door's answer, with the holder for a ticket of this
 * event (never another event's holder). A scan sent again is answered from its record.
 */
export function answerOf(
  scanId: string,
  record: ScanRecord,
  ticket: TicketRecord | undefined,
): ScanAnswer {
  const ofThisEvent = record.result !== 'unknown' && record.result !== 'other_event';
  const holder =
    ofThisEvent && ticket
      ? {
          typeName: ticket.typeName,
          holderEmail: ticket.email,
          ...(ticket.holderName ? { holderName: ticket.holderName } : {}),
          // The scanner voids the replaced code on its own list (see check-in-bundle.ts).
          ...(ticket.replaces ? { replacesKey: ticketLookupKey(ticket.replaces) } : {}),
        }
      : {};
  switch (record.result) {
    case 'valid':
      return {
        scanId,
        result: 'valid',
        ...holder,
        checkedInAt: record.scannedAt,
        checkedInBy: record.scannedByName ?? record.scannedBy,
      };
    case 'already_checked_in':
      return withoutUndefined({
        scanId,
        result: 'already_checked_in' as const,
        ...holder,
        checkedInAt: record.winnerAt,
        checkedInBy: record.winnerByName ?? record.winnerBy,
        conflict: record.conflict === true ? true : undefined,
      });
    case 'void':
      return withoutUndefined({
        scanId,
        result: 'void' as const,
        ...holder,
        voidReason: ticket?.voidReason,
      });
    default:
      return { scanId, result: record.result };
  }
}
