import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DocData } from '../../ports/doc-store';

/**
 * `ticketTransfers/{id}`: a ticket its holder handed to a friend. `pending` until the friend
 * claims it (`claimed`, with the new code) or the holder takes it back (`cancelled`). The
 * claim link's secret is never stored, only its SHA-256 (`tokenHash`).
 */
export type TicketTransferRecord = DocData & {
  /** The ticket handed on (its code, now void once claimed). */
  code: string;
  eventId: string;
  orderId: string;
  fromEmail: string;
  toName: string;
  toEmail: string;
  tokenHash: string;
  status: 'pending' | 'claimed' | 'cancelled';
  createdAt: string;
  cancelledAt?: string;
  claimedAt?: string;
  /** The friend's ticket, once claimed. */
  newCode?: string;
};

/** A claim link's secret: 32 random bytes, base64url (43 characters). */
export const newClaimToken = () => randomBytes(32).toString('base64url');

export const hashClaimToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether `token` is the transfer's, compared in constant time. */
export function isClaimToken(transfer: TicketTransferRecord, token: string): boolean {
  const expected = Buffer.from(transfer.tokenHash, 'hex');
  const given = Buffer.from(hashClaimToken(token), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
