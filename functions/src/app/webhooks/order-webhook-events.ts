import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import type { WantedEvent } from './stage-if-wanted';
import { webhookTicketOf, type EventRef } from './ticket-webhook-events';

/** `order.paid`, one per order: its tickets issued (a paid order or a free one). */
export function orderPaidEvent({
  event,
  orderId,
  order,
  tickets,
  paidAt,
}: {
  event: EventRef;
  orderId: string;
  order: OrderRecord;
  /** The order's new tickets, by code. */
  tickets: ReadonlyArray<readonly [string, TicketRecord]>;
  paidAt: string;
}): WantedEvent<'order.paid'> {
  return {
    type: 'order.paid',
    key: orderId,
    at: new Date(paidAt),
    data: {
      event,
      order: {
        reference: orderId,
        buyerEmail: order.email,
        amount: order.amount,
        currency: order.currency,
        paidAt,
        items: order.items.map((item) => ({
          typeId: item.typeId,
          typeName: item.name,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          ...(item.discount ? { discount: item.discount } : {}),
        })),
        ...(order.promo ? { promoCode: order.promo.code } : {}),
        ...(order.source ? { source: order.source } : {}),
      },
      tickets: tickets.map(([code, ticket]) => webhookTicketOf(code, ticket)),
    },
  };
}

/** `order.refunded`, one per order: refunds are whole, so an order is refunded once. */
export function orderRefundedEvent({
  event,
  orderId,
  order,
  cause,
  reason,
  voidedTicketCodes,
  refundedAt,
}: {
  event: EventRef;
  orderId: string;
  order: OrderRecord;
  cause: 'refunded' | 'cancelled';
  reason: string;
  voidedTicketCodes: string[];
  refundedAt: string;
}): WantedEvent<'order.refunded'> {
  return {
    type: 'order.refunded',
    key: orderId,
    at: new Date(refundedAt),
    data: {
      event,
      order: {
        reference: orderId,
        buyerEmail: order.email,
        amount: order.amount,
        currency: order.currency,
        refundedAt,
        reason,
        cause,
      },
      voidedTicketCodes,
    },
  };
}
