import { formatMinorUnits } from '@contract/money';
import type { PromoCodeView } from '@contract/promo-codes';
import { formatInstant } from '@/lib/event-time';

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

/**
 * What limits a code beyond its uses, one line each: the ticket types it is for, the per-buyer
 * limit and the window ("Valid from Sat 1 Dec 2026, 10:00 until ...").
 */
export function limitWords(
  code: Pick<PromoCodeView, 'typeIds' | 'maxUsesPerBuyer' | 'validFrom' | 'validUntil'>,
  types: { id: string; name: string }[],
  timeZone: string,
): string[] {
  const lines: string[] = [];
  if (code.typeIds.length > 0) {
    const names = code.typeIds.map((id) => types.find((type) => type.id === id)?.name ?? id);
    lines.push(`For ${names.join(', ')}`);
  }
  if (code.maxUsesPerBuyer !== null) lines.push(`${code.maxUsesPerBuyer} per buyer`);
  const from = code.validFrom ? `from ${formatInstant(code.validFrom, timeZone)}` : '';
  const until = code.validUntil ? `until ${formatInstant(code.validUntil, timeZone)}` : '';
  const window = [from, until].filter(Boolean).join(' ');
  if (window) lines.push(`Valid ${window} (${timeZone})`);
  return lines;
}
