/**
 * What a promo code takes off an order's tickets, in integer minor units. Here, in the
 * contract beside fees.ts, because the public page shows the buyer the price the allocator
 * will charge: it imports only fees.ts (nothing else), so the page can use it without zod.
 *
 * The rules, the only ones:
 *  - a code applies to its `typeIds` (every type when empty) and, for an amount off, only to
 *    orders in its currency;
 *  - per ticket: each applicable ticket loses round(price × percent) (half up, as every share)
 *    or the amount, never more than its price;
 *  - per order: the applicable tickets lose round(their total × percent), or the amount,
 *    never more than their total, spread over them in proportion to their prices (whole
 *    units, the remainder one unit at a time in item order), so every ticket still has a
 *    whole price;
 *  - the platform's fee is then charged on each ticket's discounted price (fees.ts: a ticket
 *    made free carries no fee), so what the page shows is what the popup charges.
 */
import { shareOf } from './fees';

export type PromoTerms = {
  kind: 'percent' | 'amount';
  /** Percent: basis points (10 000 is 100 %). Amount: minor units of `currency`. */
  value: number;
  per: 'ticket' | 'order';
  /** An amount's currency: orders in another get nothing off. */
  currency?: string;
  /** The types it applies to; empty: all of the event's. */
  typeIds: string[];
};

export type PricedItem = { typeId: string; price: number; quantity: number };

/** One ticket price the fee is charged on: an item may split into two (a remainder unit). */
export type DiscountedLine = { typeId: string; price: number; quantity: number };

export type Discounted = {
  lines: DiscountedLine[];
  /** Minor units off each item (in the order of the items). */
  itemDiscounts: number[];
  /** Minor units off in all. */
  discount: number;
};

/** True when `terms` takes something off at least one of these items in `currency`. */
export function promoApplies(
  terms: PromoTerms,
  items: ReadonlyArray<Pick<PricedItem, 'typeId'>>,
  currency: string,
): boolean {
  if (terms.kind === 'amount' && terms.currency !== undefined && terms.currency !== currency) {
    return false;
  }
  return items.some((item) => appliesToType(terms, item.typeId));
}

const appliesToType = (terms: PromoTerms, typeId: string) =>
  terms.typeIds.length === 0 || terms.typeIds.includes(typeId);

/** The items' tickets at their prices after `terms` (none: as they are). */
export function discountItems(
  items: readonly PricedItem[],
  currency: string,
  terms: PromoTerms | undefined,
): Discounted {
  const applies = (item: PricedItem) =>
    terms !== undefined && promoApplies(terms, [item], currency) && item.price > 0;
  let itemDiscounts: number[];
  if (!terms) {
    itemDiscounts = items.map(() => 0);
  } else if (terms.per === 'ticket') {
    itemDiscounts = items.map((item) =>
      applies(item) ? offOneTicket(terms, item.price) * item.quantity : 0,
    );
  } else {
    const subtotals = items.map((item) => (applies(item) ? item.price * item.quantity : 0));
    const base = subtotals.reduce((sum, value) => sum + value, 0);
    const total = Math.min(
      base,
      terms.kind === 'percent' ? shareOf(base, terms.value) : Math.max(0, terms.value),
    );
    itemDiscounts = spread(total, subtotals);
  }
  const lines = items.flatMap((item, index) =>
    linesOf(item, itemDiscounts[index]!).filter((line) => line.quantity > 0),
  );
  const discount = itemDiscounts.reduce((sum, value) => sum + value, 0);
  return { lines, itemDiscounts, discount };
}

function offOneTicket(terms: PromoTerms, price: number): number {
  const off = terms.kind === 'percent' ? shareOf(price, terms.value) : Math.max(0, terms.value);
  return Math.min(price, off);
}

/**
 * `total` over `weights` in proportion, in whole units, none above its weight: the floors
 * first, then what the floors left, one unit at a time to the first that still have room.
 * (`total` is never more than the weights' sum.)
 */
function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, value) => acc + value, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((acc, value) => acc + value, 0);
  for (let index = 0; left > 0 && index < shares.length; index += 1) {
    if (shares[index]! < weights[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** An item's tickets after `off` units in all: `off` spread evenly, the remainder one each. */
function linesOf(item: PricedItem, off: number): DiscountedLine[] {
  if (off === 0) return [item];
  const each = Math.floor(off / item.quantity);
  const remainder = off % item.quantity;
  return [
    { typeId: item.typeId, price: item.price - each - 1, quantity: remainder },
    { typeId: item.typeId, price: item.price - each, quantity: item.quantity - remainder },
  ];
}
