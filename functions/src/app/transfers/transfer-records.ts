import type { DocData } from '../../ports/doc-store';
import { hashLinkSecret, matchesLinkSecret, newLinkSecret } from '../common/link-secret';

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

/** A claim link's secret (see common/link-secret.ts). */
export const newClaimToken = newLinkSecret;
export const hashClaimToken = hashLinkSecret;

/** Whether `token` is the transfer's, compared in constant time. */
export function isClaimToken(transfer: TicketTransferRecord, token: string): boolean {
  return matchesLinkSecret(transfer.tokenHash, token);
}
