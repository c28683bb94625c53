import { formatMinorUnits } from '@contract/money';
import type { PromoCodeView } from '@contract/promo-codes';

/** "10 % off each ticket", "50.00 ZAR off the order": a code's discount in words. */
export function discountWords(discount: PromoCodeView['discount']): string {
  const what = discount.per === 'ticket' ? 'each ticket' : 'the order';
  return discount.kind === 'percent'
    ? `${discount.percent} % off ${what}`
    : `${formatMinorUnits(discount.amount)} ${discount.currency} off ${what}`;
}

/** "3 / 10 used", "3 used" without a limit. */
export function usesWords(code: Pick<PromoCodeView, 'used' | 'maxUses'>): string {
  return code.maxUses === null ? `${code.used} used` : `${code.used} / ${code.maxUses} used`;
}

/** What paid orders with the code brought in, per currency: "2 paid orders, 270.00 ZAR". */
export function salesWords(code: Pick<PromoCodeView, 'paidOrders' | 'revenue'>): string {
  if (code.paidOrders === 0) return 'no paid orders yet';
  const revenue = Object.entries(code.revenue).map(
    ([currency, amount]) => `${formatMinorUnits(amount)} ${currency}`,
  );
  const orders = `${code.paidOrders} paid ${code.paidOrders === 1 ? 'order' : 'orders'}`;
  return [orders, ...revenue].join(', ');
}
