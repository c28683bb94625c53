import { randomBytes } from 'node:crypto';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import { prepareLedgerPosting } from '../money/post-to-ledger';
import { salePosting } from '../money/order-postings';
import { ticketKeywords, type OrderRecord, type TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import type { Services } from '../common/services';
import { ticketDetails } from '../attendee-details/checkout-details';
import { webhookWantsOf } from '../webhooks/stage-if-wanted';
import { orderPaidEvent } from '../webhooks/order-webhook-events';
import type { OrganisationRecord } from '../organisations/organisation-records';
import { issuerTurn } from '../invoices/issuer-turns';
import { prepareOrderInvoice } from '../invoices/prepare-order-invoice';
import { platformIssuerDetails } from '../invoices/platform-issuer';

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

/** The turn every paid fulfilment of this process takes (invoices/issuer-turns.ts). */
const paidFulfilments = 'paid-fulfilments';

/** 128 random bits, URL-safe: the ticket's secret and its QR code. */
export const newTicketCode = () => randomBytes(16).toString('base64url');

/**
 * Turns a held order into tickets, exactly once, whoever calls (verifyPayment, the webhook,
 * a free order) and however often: the order's status is read and written in the same
 * transaction as the tickets. A hold whose time ran out but which is still held (its stock
 * not yet returned) is honoured: the tickets are still there. A paid order of an
 * organisation's event takes the next number of its receipts in the same transaction
 * (app/invoices), so every sale has its number and no number is lost or given twice.
 */
export async function fulfilOrder(
  services: Pick<Services, 'docs' | 'clock'> & Partial<Pick<Services, 'platformIssuer'>>,
  orderId: string,
  payment?: ReceivedPayment,
): Promise<FulfilmentOutcome> {
  const { docs, clock } = services;
  // Paid fulfilments take turns in this process before they read anything (see below).
  const turn = issuerTurn();
  if (payment) await turn.take(paidFulfilments);
  const fulfilment = docs.runTransaction(async (tx): Promise<FulfilmentOutcome> => {
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

    // The organisation, read once: for its webhooks (`order.paid` is staged with the tickets
    // when they ask for it) and for the seller's details on the receipt.
    const orgId = event?.orgId;
    const organisation = orgId
      ? (await tx.get<OrganisationRecord>(paths.organisation(orgId))).data
      : undefined;
    const webhooks = webhookWantsOf(orgId, organisation?.webhookTypes);
    // A paid order of an organisation's event takes the next number of its receipts; free
    // orders get none. Every such fulfilment writes the organisation's counter and the
    // event's ledger shard, so the paid fulfilments of this process take turns
    // (invoices/issuer-turns.ts) and commit one after the other rather than deadlock on the
    // counter. The turn is taken before the transaction reads: waiting for it while holding
    // what was read (this order, raced by its webhook and verifyPayment) would block the
    // turn's holder until Firestore gave up on one of them. The sale, its fees and the
    // gateway's are posted with the tickets: all or nothing.
    const isNumbered = orgId !== undefined && order.amount > 0;
    const [postSale, invoice] = await Promise.all([
      payment && order.amount > 0
        ? prepareLedgerPosting(tx, salePosting(orderId, order, event, payment, now))
        : undefined,
      isNumbered
        ? prepareOrderInvoice(tx, {
            orgId,
            order,
            eventName: event?.name ?? '',
            timeZone: event?.timeZone,
            organisation,
            platform: platformIssuerDetails(services),
            now,
          })
        : undefined,
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
    tx.update(paths.order(orderId), {
      status: 'paid',
      paidAt,
      ticketCodes,
      ...(invoice ? { invoice: invoice.record } : {}),
    });
    invoice?.take();
    postSale?.();
    const eventRef = { id: order.eventId, name: event?.name ?? '' };
    webhooks.stage(tx, orderPaidEvent({ event: eventRef, orderId, order, tickets, paidAt }));
    return { outcome: 'fulfilled', ticketCodes };
  });
  return fulfilment.finally(() => turn.release());
}
