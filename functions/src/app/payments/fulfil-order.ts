import { randomBytes } from 'node:crypto';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import { prepareLedgerPosting } from '../money/post-to-ledger';
import { salePosting } from '../money/order-postings';
import { ticketKeywords, type OrderRecord, type TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import type { Services } from '../common/services';
import { ticketDetails } from '../attendee-details/checkout-details';
import { readWebhookWants } from '../webhooks/stage-if-wanted';
import { orderPaidEvent } from '../webhooks/order-webhook-events';

/** What the gateway says was paid for an order; free orders have none. */
export type ReceivedPayment = {
  reference: string;
  amount: number;
  currency: string;
  paidAt?: string;
  /** The gateway's own fee for the charge, in minor units. */
  fees?: number;
};

export type FulfilmentOutcome =
  | { outcome: 'fulfilled'; ticketCodes: string[] }
  | { outcome: 'already_fulfilled'; ticketCodes: string[] }
  /** The hold was returned to stock before the payment arrived. */
  | { outcome: 'hold_expired' }
  /** Paid, then refunded (or being refunded): its tickets are void. */
  | { outcome: 'refunded'; reason: string }
  /** The event was cancelled while the order was held: nothing is sold any more. */
  | { outcome: 'event_cancelled'; reason: string }
  /** The payment does not match the order; it is flagged, never fulfilled. */
  | { outcome: 'mismatch'; reason: string };

/** 128 random bits, URL-safe: the ticket's secret and its QR code. */
export const newTicketCode = () => randomBytes(16).toString('base64url');

/**
 * Turns a held order into tickets, exactly once, whoever calls (verifyPayment, the webhook,
 * a free order) and however often: the order's status is read and written in the same
 * transaction as the tickets. A hold whose time ran out but which is still held (its stock
 * not yet returned) is honoured: the tickets are still there.
 */
export async function fulfilOrder(
  { docs, clock }: Pick<Services, 'docs' | 'clock'>,
  orderId: string,
  payment?: ReceivedPayment,
): Promise<FulfilmentOutcome> {
  return docs.runTransaction(async (tx): Promise<FulfilmentOutcome> => {
    const order = (await tx.get<OrderRecord>(paths.order(orderId))).data;
    if (!order) throw notFound('Order');
    if (order.status === 'paid') {
      return { outcome: 'already_fulfilled', ticketCodes: order.ticketCodes ?? [] };
    }
    if (order.status === 'refund_pending' || order.status === 'refunded') {
      return { outcome: 'refunded', reason: order.refund?.reason ?? 'The payment was refunded' };
    }
    const now = clock.now().toISOString();
    if (payment && (payment.amount !== order.amount || payment.currency !== order.currency)) {
      const reason = `Paid ${payment.amount} ${payment.currency}, expected ${order.amount} ${order.currency}`;
      tx.update(paths.order(orderId), {
        flagged: { reason, at: now, reference: payment.reference },
      });
      return { outcome: 'mismatch', reason };
    }
    if (order.status !== 'held') return { outcome: 'hold_expired' };
    const event = (await tx.get<EventRecord>(paths.event(order.eventId))).data;
    if (event?.cancelledAt) {
      const reason = event.cancelledReason ?? 'The event was cancelled';
      return { outcome: 'event_cancelled', reason };
    }

    // The sale, its fees and the gateway's, posted with the tickets: all or nothing; and
    // `order.paid` for the organisation's webhooks with them, when they ask for it.
    const [postSale, webhooks] = await Promise.all([
      payment && order.amount > 0
        ? prepareLedgerPosting(tx, salePosting(orderId, order, event, payment, now))
        : undefined,
      readWebhookWants(tx, event?.orgId),
    ]);

    const ticketCodes: string[] = [];
    const tickets: Array<[string, TicketRecord]> = [];
    for (const item of order.items) {
      for (let i = 0; i < item.quantity; i++) {
        const code = newTicketCode();
        ticketCodes.push(code);
        const holder = ticketDetails(order.attendeeDetails, ticketCodes.length - 1);
        const ticket: TicketRecord = {
          orderId,
          eventId: order.eventId,
          typeId: item.typeId,
          typeName: item.name,
          email: order.email,
          uid: order.uid,
          createdAt: now,
          status: 'valid',
          doorState: 'not_checked_in',
          keywords: ticketKeywords({ email: order.email, orderId, ...holder }, code),
          ...holder,
        };
        tx.create(paths.ticket(code), ticket);
        tickets.push([code, ticket]);
      }
    }
    const paidAt = payment?.paidAt ?? now;
    tx.update(paths.order(orderId), { status: 'paid', paidAt, ticketCodes });
    postSale?.();
    const eventRef = { id: order.eventId, name: event?.name ?? '' };
    webhooks.stage(tx, orderPaidEvent({ event: eventRef, orderId, order, tickets, paidAt }));
    return { outcome: 'fulfilled', ticketCodes };
  });
}
