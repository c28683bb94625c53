import type { PersonalData } from '../../contract/personal-data';
import type { UseCaseOptions } from '../common/use-case-options';
import { collectAccount } from './collect-account';
import {
  consentsForFile,
  findTransfers,
  refundRequestsForFile,
  transfersForFile,
} from './collect-related';
import { findPurchaseAttempts, purchaseAttemptsForFile } from './collect-purchase-attempts';
import { findPurchases, heldTicketForFile, orderForFile } from './collect-purchases';
import { findWaitingEntries, waitingListsForFile } from './collect-waiting-lists';
import type { DataSubject } from './data-subject';
import { readEvents } from './personal-data-events';

/** What the file says it leaves out, so that nobody wonders where it went. */
export const personalDataNotes = [
  'Payments are in your orders: the amount, the reference and the dates. Our ledger of the same payments and our tax documents are kept five years, as the law asks.',
  'Ticket codes are shown only for tickets you hold; tickets you bought for others show the names you gave.',
  'Secrets are never included: the keys that sign tickets, the secrets of emailed links and of two-step sign-in, and recovery codes.',
  'Your profile photo is downloaded from your Profile page.',
];

/**
 * Everything we keep about a person, as one file (issue 43): an account's profile,
 * application, two-step fact and memberships, and the orders (and purchases that never became
 * one), tickets, answers, transfers,
 * refund requests, waiting-list places and unsubscribes found by its uid and its verified
 * address, or by the address alone. Nobody else's data: see each part's rules.
 */
export async function collectPersonalData({
  services: { docs, clock },
  subject,
}: UseCaseOptions<'docs' | 'clock', { subject: DataSubject }>): Promise<PersonalData> {
  const { email } = subject;
  const [account, purchases, attempts, transfers, waiting] = await Promise.all([
    collectAccount(docs, subject),
    findPurchases(docs, subject),
    findPurchaseAttempts(docs, subject),
    findTransfers(docs, email),
    findWaitingEntries(docs, email),
  ]);
  const events = await readEvents(docs, [
    ...purchases.orders.map((order) => order.data.eventId),
    ...purchases.heldTickets.map((ticket) => ticket.data.eventId),
    ...attempts.map((request) => request.data.eventId),
    ...transfers.map((transfer) => transfer.data.eventId),
    ...waiting.map(({ list }) => list.eventId),
  ]);
  const [refundRequests, consents, waitingLists] = await Promise.all([
    refundRequestsForFile(docs, purchases.orders, events),
    consentsForFile(docs, email, events),
    waitingListsForFile(docs, waiting, events),
  ]);
  return {
    format: 'ticketing-paradise-personal-data/1',
    generatedAt: clock.now().toISOString(),
    subject: {
      ...(subject.uid ? { uid: subject.uid } : {}),
      ...(email ? { email } : {}),
      ...(subject.emailVerified !== undefined ? { emailVerified: subject.emailVerified } : {}),
    },
    ...account,
    orders: purchases.orders.map((order) =>
      orderForFile(order, purchases.orderTickets, events, subject),
    ),
    ticketsHeld: purchases.heldTickets.map((ticket) => heldTicketForFile(ticket, events)),
    purchaseAttempts: purchaseAttemptsForFile(attempts, events),
    transfers: transfersForFile(transfers, events, email),
    refundRequests,
    waitingLists,
    consents,
    notes: personalDataNotes,
  };
}
