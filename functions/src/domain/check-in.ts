/**
 * The door's rule, decided without I/O: what a scan of a ticket answers and what it changes.
 *
 * The first scan of a ticket by the scanner's own clock wins, whichever device syncs first.
 * An online scan of a checked-in ticket is simply `already_checked_in`; an offline scan that
 * lost is also a conflict (two devices let the same ticket in). An offline scan made EARLIER
 * than the recorded check-in takes the win, and the check-in it displaces becomes the
 * conflict. A second scan by the very scanner that won is a double scan, not a conflict.
 */

export type VoidReason = 'refunded' | 'cancelled' | 'transferred';

/** A winning check-in, as the ticket records it. */
export type CheckIn = {
  /** ISO 8601, the scanner's clock (or the server's, for a manual check-in). */
  at: string;
  /** A device id, or `organiser:{uid}`. */
  by: string;
  /** What people see: the device's name, or the organiser's email. */
  byName: string;
  /** The scan that made it (its record is flagged when it is displaced). */
  scanId: string;
};

/** What the door needs of a ticket; `undefined` is "no such ticket". */
export type DoorTicket = {
  eventId: string;
  status: 'valid' | 'void';
  voidReason?: VoidReason;
  checkedIn?: CheckIn;
};

export type Scan = {
  scanId: string;
  /** ISO 8601. */
  at: string;
  by: string;
  byName: string;
  offline: boolean;
};

export type ScanDecision =
  | { result: 'unknown' }
  | { result: 'other_event' }
  | { result: 'void'; voidReason?: VoidReason }
  /** Let in: `checkedIn` is the ticket's new check-in; `displaced` the one it replaced. */
  | { result: 'valid'; checkedIn: CheckIn; displaced?: { checkIn: CheckIn; conflict: boolean } }
  | { result: 'already_checked_in'; winner: CheckIn; conflict: boolean };

const timeOf = (iso: string) => Date.parse(iso);

export function decideScan({
  ticket,
  eventId,
  scan,
}: {
  ticket: DoorTicket | undefined;
  /** The event the door is scanning for. */
  eventId: string;
  scan: Scan;
}): ScanDecision {
  if (!ticket) return { result: 'unknown' };
  if (ticket.eventId !== eventId) return { result: 'other_event' };
  if (ticket.status === 'void') {
    return ticket.voidReason
      ? { result: 'void', voidReason: ticket.voidReason }
      : { result: 'void' };
  }
  const checkIn: CheckIn = { at: scan.at, by: scan.by, byName: scan.byName, scanId: scan.scanId };
  const winner = ticket.checkedIn;
  if (!winner) return { result: 'valid', checkedIn: checkIn };
  const bothLetIn = winner.by !== scan.by;
  if (scan.offline && timeOf(scan.at) < timeOf(winner.at)) {
    return {
      result: 'valid',
      checkedIn: checkIn,
      displaced: { checkIn: winner, conflict: bothLetIn },
    };
  }
  return { result: 'already_checked_in', winner, conflict: scan.offline && bothLetIn };
}

/** The ticket's state after a decision (unchanged unless the scan let the holder in). */
export function ticketAfter(ticket: DoorTicket | undefined, decision: ScanDecision) {
  if (!ticket || decision.result !== 'valid') return ticket;
  return { ...ticket, checkedIn: decision.checkedIn };
}
