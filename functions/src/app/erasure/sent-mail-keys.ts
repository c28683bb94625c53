import type { WaitingEntryRecord } from '../waiting-list/waiting-list-records';

/*
 * The idempotency keys of the emails sent about a person's records, as each sender names them,
 * so an erasure forgets the copies the mailer keeps (Mailer.forget). Keep in step with the
 * senders named beside each.
 */

/** payments/send-tickets-email.ts, refunds/send-refund-email.ts, refund-requests/. */
export const orderMailKeys = (orderId: string) => [
  `tickets_${orderId}`,
  `refund_${orderId}`,
  `refund-request_${orderId}`,
  `refund-request-declined_${orderId}`,
];

/** transfers/send-transfer-email.ts: to the friend, and to the holder once claimed. */
export const transferMailKeys = (transferId: string) => [
  `transfer_${transferId}`,
  `transfer_claimed_${transferId}`,
];

/** waiting-list/waiting-list-emails.ts: joined, the last offer, and the list's closing. */
export function waitingEntryMailKeys({
  eventId,
  typeId,
  entryId,
  entry,
}: {
  eventId: string;
  typeId: string;
  entryId: string;
  entry: Pick<WaitingEntryRecord, 'createdAt' | 'offer'>;
}): string[] {
  return [
    `waitlist_joined_${entryId}_${entry.createdAt}`,
    ...(entry.offer ? [`waitlist_offer_${entryId}_${entry.offer.expiresAt}`] : []),
    `waitlist_closed_${eventId}_${typeId}_${entryId}`,
  ];
}
