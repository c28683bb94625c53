import type { OrderRow } from '../../contract/orders';
import type { ExistingDoc } from '../../ports/doc-store';
import type { OrderRecord } from '../checkout/checkout-records';

/** An order as the organiser's orders list (and its CSV, and a refund's answer) shows it. */
export function toOrderRow({ id, data: order }: ExistingDoc<OrderRecord>): OrderRow {
  return {
    reference: id,
    email: order.email,
    quantity: order.items.reduce((sum, item) => sum + item.quantity, 0),
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    ...(order.flagged ? { flagged: order.flagged.reason } : {}),
    createdAt: order.createdAt,
    ...(order.paidAt ? { paidAt: order.paidAt } : {}),
    ...(order.refundedAt ? { refundedAt: order.refundedAt } : {}),
    ...(order.promo ? { promoCode: order.promo.code, discount: order.promo.discount } : {}),
  };
}
