import { parseScannedText } from '@contract/door';
import { type ScanAnswer } from '@contract/check-in';
import { ticketLookupKey } from './lookup-key';
import { isGenuineTicket } from './ticket-signature';
import type { TicketIndex } from './ticket-index';

/** A scan's answer as the scanner shows it: the server's, or one made on the device. */
export type DoorAnswer = Omit<ScanAnswer, 'scanId'>;

export type ScanContext = {
  eventId: string;
  /** The event's Ed25519 public key (ticket-signature.ts). */
  publicKey: CryptoKey;
  index: TicketIndex;
};

export type LocalDecision = {
  answer: DoorAnswer;
  /** The ticket's lookup key, when the scan names a ticket of this event. */
  key?: string;
};

const unknownTicket: LocalDecision = { answer: { result: 'unknown' } };

/**
 * What the door says to a scan with no network, from the downloaded list alone. A QR code
 * is checked against the event's key first, so a forged one is `unknown` even when its code
 * is real; a genuine one missing from the list was sold after the download, and lets in.
 */
export async function decideScan(scanned: string, context: ScanContext): Promise<LocalDecision> {
  const parsed = parseScannedText(scanned);
  if (!parsed) return unknownTicket;
  if (parsed.eventId !== undefined && parsed.eventId !== context.eventId) {
    return { answer: { result: 'other_event' } };
  }
  const signed = parsed.eventId !== undefined && parsed.signature !== undefined;
  if (
    signed &&
    !(await isGenuineTicket(context.publicKey, {
      eventId: parsed.eventId!,
      code: parsed.code,
      signature: parsed.signature!,
    }))
  ) {
    return unknownTicket;
  }
  const key = await ticketLookupKey(parsed.code);
  const ticket = context.index.find(key);
  if (!ticket) return signed ? { answer: { result: 'valid' }, key } : unknownTicket;
  const typeName = ticket.typeName || undefined;
  const holderName = ticket.holderName || undefined;
  if (ticket.status === 'void') {
    return { answer: { result: 'void', typeName, voidReason: ticket.voidReason }, key };
  }
  if (ticket.checkedInAt !== undefined) {
    return {
      answer: {
        result: 'already_checked_in',
        typeName,
        checkedInAt: ticket.checkedInAt,
        checkedInBy: ticket.checkedInBy,
      },
      key,
    };
  }
  return { answer: { result: 'valid', typeName, holderName }, key };
}

/** Decides, and when the guest may come in, records the check-in in the index at `now`. */
export async function checkInLocally(
  scanned: string,
  context: ScanContext,
  now: Date,
  scannerName: string,
): Promise<LocalDecision> {
  const decision = await decideScan(scanned, context);
  if (decision.answer.result !== 'valid' || decision.key === undefined) return decision;
  const checkedInAt = now.toISOString();
  context.index.recordCheckIn(decision.key, checkedInAt, scannerName);
  return { ...decision, answer: { ...decision.answer, checkedInAt, checkedInBy: scannerName } };
}

/** The server's answer to one scan, as the door shows it (without its `scanId`). */
export function doorAnswerOf(answer: ScanAnswer): DoorAnswer {
  const shown: DoorAnswer & { scanId?: string } = { ...answer };
  delete shown.scanId;
  return shown;
}
