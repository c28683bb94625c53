import type { Decision } from '../../domain/allocation';
import type { FeeSchedule } from '../../domain/fees';
import { paths } from '../../paths';
import type { ExistingDoc, Transaction } from '../../ports/doc-store';
import type { EventRecord } from '../events/event-records';
import type { PromoCodeRecord } from '../promo-codes/promo-records';
import { orderPrice } from '../checkout/order-price';
import {
  orderKeywords,
  type OrderRecord,
  type PurchaseRequestRecord,
  type RequestAnswer,
} from '../checkout/checkout-records';

/** How long a granted hold waits for its payment. */
export const holdMs = 15 * 60 * 1000;

/**
 * Writes a batch's answers: a refusal, a reclaimed order held again, or a new held order
 * (priced with the event's fee) and the request's grant. `partitionOfRequest` says which
 * slice of stock a new order's tickets came from, so that they go back to it.
 */
export function writeDecisions(
  tx: Transaction,
  {
    requests,
    decisions,
    eventById,
    partitionOfRequest,
    promoOf,
  }: {
    requests: ReadonlyArray<ExistingDoc<PurchaseRequestRecord>>;
    decisions: readonly Decision[];
    eventById: ReadonlyMap<string, EventRecord | undefined>;
    partitionOfRequest: (request: ExistingDoc<PurchaseRequestRecord>) => number | undefined;
    /** The request's promo code as the batch read it (the grant already counted its use). */
    promoOf: (request: ExistingDoc<PurchaseRequestRecord>) => PromoCodeRecord | undefined;
  },
  now: string,
  newId: () => string,
  platformFee: FeeSchedule,
): Array<RequestAnswer & { requestId: string }> {
  const answers: Array<RequestAnswer & { requestId: string }> = [];
  const answer = (request: ExistingDoc<PurchaseRequestRecord>, written: RequestAnswer) => {
    tx.update(request.path, written);
    answers.push({ requestId: request.id, ...written });
  };
  const requestById = new Map(requests.map((doc) => [doc.id, doc]));
  const holdExpiresAt = new Date(Date.parse(now) + holdMs).toISOString();
  for (const decision of decisions) {
    const request = requestById.get(decision.requestId)!;
    const reclaimOrderId = request.data.reclaimOrderId;
    if (!decision.granted) {
      answer(request, { status: 'refused', refusal: decision.refusal, answeredAt: now });
      continue;
    }
    if (reclaimOrderId) {
      tx.update(paths.order(reclaimOrderId), { status: 'held', holdExpiresAt, reclaimedAt: now });
      answer(request, { status: 'granted', orderId: reclaimOrderId, answeredAt: now });
      continue;
    }
    // The order the buyer's call named and started the payment of; a request from before
    // that (or a reclaim's) gets a new name here.
    const planned = request.data.plannedOrder;
    const orderId = planned?.id ?? newId();
    const event = eventById.get(request.data.eventId);
    const promo = promoOf(request);
    const charge = orderPrice(
      decision.items.map((item) => ({
        typeId: item.typeId,
        price: item.unitPrice,
        quantity: item.quantity,
      })),
      decision.currency,
      event,
      platformFee,
      promo?.terms,
    );
    // Each item keeps its list price and says what the code took off it (sales figures).
    const items = decision.items.map((item, index) => {
      const discount = charge.itemDiscounts[index] ?? 0;
      return discount > 0 ? { ...item, discount } : item;
    });
    const priced = { feeMode: charge.feeMode, platformFee: charge.platformFee, vat: charge.vat };
    const partition = partitionOfRequest(request);
    const order: OrderRecord = {
      eventId: request.data.eventId,
      uid: request.data.uid,
      email: request.data.email,
      requestId: request.id,
      items,
      amount: charge.buyerPays,
      currency: decision.currency,
      charge: priced,
      status: 'held',
      createdAt: now,
      holdExpiresAt,
      keywords: orderKeywords(request.data.email, orderId),
      ...(partition !== undefined ? { partition } : {}),
      ...(planned?.payment ? { payment: planned.payment } : {}),
      ...(promo ? { promo: { code: promo.code, discount: charge.discount } } : {}),
      // Checked by beginTransaction; carried as it is (no read here).
      ...(request.data.attendeeDetails ? { attendeeDetails: request.data.attendeeDetails } : {}),
      ...(request.data.source ? { source: request.data.source } : {}),
    };
    tx.create(paths.order(orderId), order);
    const { amount, currency, payment } = order;
    answer(request, {
      status: 'granted',
      orderId,
      answeredAt: now,
      grantedOrder: {
        items,
        amount,
        currency,
        holdExpiresAt,
        charge: priced,
        ...(payment ? { payment } : {}),
      },
    });
  }
  return answers;
}
