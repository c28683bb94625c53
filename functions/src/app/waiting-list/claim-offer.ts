import type { BeginTransactionResponse } from '../../contract/checkout';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { Services } from '../common/services';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import { answerFor, type AnswerServices } from '../checkout/answer-purchase-request';
import {
  orderKeywords,
  type OrderRecord,
  type PurchaseRequestRecord,
} from '../checkout/checkout-records';
import { orderPrice } from '../checkout/order-price';
import { holdMs } from '../allocator/write-decisions';
import { tokenMatches } from './join-waiting-list';
import { listPartitionOf } from './serve-waiting-list';
import { listIsActive } from './waiting-line';
import type { WaitingEntryRecord, WaitingListRecord } from './waiting-list-records';

export type ClaimServices = AnswerServices & Pick<Services, 'platformFee'>;

/** Why an entry has no offer to buy, in the words its page shows. */
function noOffer(entry: WaitingEntryRecord): AppError {
  if (entry.state === 'offered' || entry.state === 'lapsed') {
    return new AppError(
      'conflict',
      'This offer ran out: its tickets went to the next person in line',
      undefined,
      { reason: 'lapsed' },
    );
  }
  if (entry.state === 'waiting') {
    return new AppError('conflict', 'No tickets have been offered to you yet', undefined, {
      reason: 'waiting',
    });
  }
  const reason = entry.state === 'left' ? 'You left this waiting list' : 'This waiting list closed';
  return new AppError('conflict', reason, undefined, { reason: entry.state });
}

/**
 * Buys an offer with its link's token: the offer's tickets, already counted in stock for it
 * when it was made (serve-waiting-list.ts), become a held order at the type's price (no
 * promo code: an offer is the list price), so nothing here writes stock. Its payment opens
 * as any checkout's; the order is held until the offer would have ended (at least the usual
 * 15 minutes), and if it lapses unpaid its tickets go back through the allocator and so to
 * the next in line. A second press finds the same order; a lapsed or foreign offer is a
 * clear refusal; a wrong token the same 404 as no entry.
 */
export async function claimOffer(
  services: ClaimServices,
  {
    eventId,
    typeId,
    entryId,
    token,
    uid,
  }: { eventId: string; typeId: string; entryId: string; token: string; uid: string },
): Promise<BeginTransactionResponse> {
  const { docs, clock, payments, platformFee } = services;
  const listPath = paths.waitingList(eventId, typeId);
  const entryPath = paths.waitingListEntry(eventId, typeId, entryId);
  const [entryDoc, event, type] = await Promise.all([
    docs.get<WaitingEntryRecord>(entryPath),
    docs.get<EventRecord>(paths.event(eventId)),
    docs.get<TicketTypeRecord>(paths.eventType(eventId, typeId)),
  ]);
  const entry = entryDoc.data;
  if (!entry || !tokenMatches(entry, token) || !type.data) throw notFound('Waiting-list entry');
  const names = new Map([[typeId, type.data.name]]);
  const answerClaimed = (orderId: string, email: string) =>
    answerFor(services, claimedRequest(eventId, uid, email, orderId), names);
  if (entry.state === 'claimed' && entry.orderId) return answerClaimed(entry.orderId, entry.email);
  const now = clock.now();
  const nowIso = now.toISOString();
  const offer = entry.offer;
  if (entry.state !== 'offered' || !offer || offer.expiresAt <= nowIso) throw noOffer(entry);
  if (event.data?.cancelledAt) throw new AppError('conflict', 'This event was cancelled');

  const { price, currency, name } = type.data;
  const charge = orderPrice(
    [{ typeId, price, quantity: offer.quantity }],
    currency,
    event.data,
    platformFee,
  );
  const orderId = docs.newId();
  const amount = charge.buyerPays;
  // Started before the transaction, as beginTransaction does: a claim that loses a race
  // leaves a payment nobody is shown, which the gateway lets lapse.
  const started =
    amount > 0
      ? await payments.initialise({
          email: entry.email,
          amount,
          currency,
          reference: orderId,
          metadata: { orderId, eventId },
        })
      : undefined;
  const holdEnds = Math.max(Date.parse(offer.expiresAt), now.getTime() + holdMs);
  const partition = listPartitionOf(event.data?.allocatorPartitions ?? 1);
  const order: OrderRecord = {
    eventId,
    uid,
    email: entry.email,
    requestId: `waitlist_${entryId}`,
    items: [{ typeId, name, quantity: offer.quantity, unitPrice: price }],
    amount,
    currency,
    charge: { feeMode: charge.feeMode, platformFee: charge.platformFee, vat: charge.vat },
    status: 'held',
    createdAt: nowIso,
    holdExpiresAt: new Date(holdEnds).toISOString(),
    keywords: orderKeywords(entry.email, orderId),
    ...(partition !== undefined ? { partition } : {}),
    ...(started
      ? { payment: { accessCode: started.accessCode, authorizationUrl: started.authorizationUrl } }
      : {}),
  };
  const outcome = await docs.runTransaction<{ orderId: string } | { refusal: AppError }>(
    async (tx) => {
      const [listDoc, againDoc] = await tx.getAll([listPath, entryPath]);
      const list = listDoc!.data as WaitingListRecord;
      const again = againDoc!.data as WaitingEntryRecord;
      // Claimed by a press a moment before this one: that order.
      if (again.state === 'claimed' && again.orderId) return { orderId: again.orderId };
      const same = again.offer?.offeredAt === offer.offeredAt;
      if (again.state !== 'offered' || !same || again.offer!.expiresAt <= nowIso) {
        return { refusal: noOffer(again) };
      }
      tx.create(paths.order(orderId), order);
      tx.update(entryPath, { state: 'claimed', orderId, updatedAt: nowIso });
      const next = { ...list, offered: list.offered - offer.quantity };
      tx.set(listPath, { ...next, active: listIsActive(next), updatedAt: nowIso });
      return { orderId };
    },
  );
  if ('refusal' in outcome) throw outcome.refusal;
  return answerClaimed(outcome.orderId, entry.email);
}

/** A claimed offer as the checkout's answer reads a granted request. */
function claimedRequest(
  eventId: string,
  uid: string,
  email: string,
  orderId: string,
): PurchaseRequestRecord {
  return {
    eventId,
    uid,
    email,
    items: [],
    createdAt: '',
    status: 'granted',
    orderId,
  };
}
