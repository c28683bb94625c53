import { describe, expect, it } from 'vitest';
import { orderCharge, type FeeSchedule } from './fees';
import { discountItems, promoApplies, type PromoTerms } from './promo-price';

const percent = (value: number, extra: Partial<PromoTerms> = {}): PromoTerms => ({
  kind: 'percent',
  value: value * 100,
  per: 'ticket',
  typeIds: [],
  ...extra,
});
const amount = (value: number, extra: Partial<PromoTerms> = {}): PromoTerms => ({
  kind: 'amount',
  value,
  per: 'ticket',
  currency: 'ZAR',
  typeIds: [],
  ...extra,
});
const ga = (quantity: number, price = 15000) => ({ typeId: 'ga', price, quantity });
const vip = (quantity: number, price = 40000) => ({ typeId: 'vip', price, quantity });
const fee: FeeSchedule = {
  percentBasisPoints: 500,
  flatByCurrency: { ZAR: 250 },
  vatBasisPoints: 1500,
};

/** The tickets' prices after the discount, summed. */
const paid = (result: ReturnType<typeof discountItems>) =>
  result.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

describe('what a promo code takes off', () => {
  it('takes a percentage off each ticket, rounded half up per ticket', () => {
    // 12.5 % of 999 is 124.875: 125 off each.
    const result = discountItems([ga(3, 999)], 'ZAR', percent(12.5));
    expect(result.itemDiscounts).toEqual([375]);
    expect(result.lines).toEqual([{ typeId: 'ga', price: 874, quantity: 3 }]);
    expect(paid(result)).toBe(3 * 999 - 375);
  });

  it('takes a percentage of the order once, spread over the tickets in whole units', () => {
    // 12.5 % of 2,997 is 374.625: 375 off the order (per ticket it would be 3 × 125 = 375 too),
    // and 10 % of 3 × 1,001 is 300.3: 300, not 3 × 100.
    const order = discountItems([ga(3, 1001)], 'ZAR', percent(10, { per: 'order' }));
    expect(order.discount).toBe(300);
    const perTicket = discountItems([ga(3, 1001)], 'ZAR', percent(10));
    expect(perTicket.discount).toBe(300);
    const odd = discountItems([ga(3, 1001)], 'ZAR', amount(100, { per: 'order' }));
    // 100 over three tickets: 34, 33, 33.
    expect(odd.lines).toEqual([
      { typeId: 'ga', price: 1001 - 34, quantity: 1 },
      { typeId: 'ga', price: 1001 - 33, quantity: 2 },
    ]);
    expect(paid(odd)).toBe(3003 - 100);
  });

  it('takes a fixed amount per ticket or per order, never below 0', () => {
    expect(discountItems([ga(2)], 'ZAR', amount(5000)).discount).toBe(10000);
    expect(discountItems([ga(2)], 'ZAR', amount(5000, { per: 'order' })).discount).toBe(5000);
    const tooMuch = discountItems([ga(2)], 'ZAR', amount(20000));
    expect(tooMuch.discount).toBe(30000);
    expect(tooMuch.lines.every((line) => line.price === 0)).toBe(true);
    const orderTooMuch = discountItems([ga(1), vip(1)], 'ZAR', amount(1_000_000, { per: 'order' }));
    expect(paid(orderTooMuch)).toBe(0);
    expect(orderTooMuch.lines.every((line) => line.price >= 0)).toBe(true);
  });

  it('spreads an order’s amount over its types in proportion to their prices', () => {
    // 1,000 off 15,000 + 40,000: 272.7 and 727.2, floors 272 and 727, the unit left to the first.
    const result = discountItems([ga(1), vip(1)], 'ZAR', amount(1000, { per: 'order' }));
    expect(result.itemDiscounts).toEqual([273, 727]);
  });

  it('applies only to its ticket types, and an amount only in its currency', () => {
    const onlyVip = discountItems([ga(1), vip(2)], 'ZAR', percent(50, { typeIds: ['vip'] }));
    expect(onlyVip.itemDiscounts).toEqual([0, 40000]);
    expect(promoApplies(percent(50, { typeIds: ['vip'] }), [ga(1)], 'ZAR')).toBe(false);
    expect(promoApplies(amount(100, { currency: 'EUR' }), [ga(1)], 'ZAR')).toBe(false);
    expect(discountItems([ga(1)], 'ZAR', amount(100, { currency: 'EUR' })).discount).toBe(0);
    expect(discountItems([ga(1)], 'ZAR', undefined).lines).toEqual([ga(1)]);
  });

  it('makes an order free at 100 %: no ticket carries a fee, the buyer pays 0', () => {
    const result = discountItems([ga(2), vip(1)], 'ZAR', percent(100));
    expect(paid(result)).toBe(0);
    for (const mode of ['absorbed', 'passed_on'] as const) {
      expect(orderCharge(result.lines, 'ZAR', fee, mode).buyerPays).toBe(0);
    }
  });

  it('charges the platform fee on the discounted prices, ticket by ticket', () => {
    const result = discountItems([ga(2)], 'ZAR', percent(50));
    const charge = orderCharge(result.lines, 'ZAR', fee, 'passed_on');
    // 7,500 a ticket: fee 375 + 250 = 625, VAT 93.75 -> 94.
    expect(charge).toMatchObject({ price: 15000, platformFee: 1250, vat: 188, buyerPays: 16438 });
  });

  it('keeps whole minor units and the sum for any amount and quantity', () => {
    for (let off = 0; off <= 3003; off += 7) {
      const result = discountItems([ga(3, 1001)], 'ZAR', amount(off, { per: 'order' }));
      expect(result.discount).toBe(off);
      expect(paid(result)).toBe(3003 - off);
      expect(result.lines.every((line) => Number.isInteger(line.price) && line.price >= 0)).toBe(
        true,
      );
    }
  });
});
