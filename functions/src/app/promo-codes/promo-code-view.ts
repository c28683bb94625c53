import type { PromoCodeView } from '../../contract/promo-codes';
import type { OrderRecord } from '../checkout/checkout-records';
import type { PromoCodeRecord } from './promo-records';
import { discountOf } from './promo-terms';

/** Orders whose money counts: paid, or being refunded (as the sales figures count them). */
const counted = new Set<OrderRecord['status']>(['paid', 'refund_pending']);

/** A code for its organiser, with what its event's `orders` paid with it. */
export function toPromoCodeView(
  record: PromoCodeRecord,
  orders: ReadonlyArray<Pick<OrderRecord, 'status' | 'amount' | 'currency' | 'promo'>>,
): PromoCodeView {
  const revenue: Record<string, number> = {};
  const discounted: Record<string, number> = {};
  let paidOrders = 0;
  for (const order of orders) {
    if (order.promo?.code !== record.code || !counted.has(order.status)) continue;
    paidOrders += 1;
    revenue[order.currency] = (revenue[order.currency] ?? 0) + order.amount;
    discounted[order.currency] = (discounted[order.currency] ?? 0) + order.promo.discount;
  }
  return {
    code: record.code,
    discount: discountOf(record.terms),
    typeIds: [...record.terms.typeIds],
    maxUses: record.maxUses,
    maxUsesPerBuyer: record.maxUsesPerBuyer,
    validFrom: record.validFrom,
    validUntil: record.validUntil,
    active: record.active,
    used: record.used,
    paidOrders,
    revenue,
    discounted,
  };
}
