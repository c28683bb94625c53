import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountItems, type PromoTerms } from '../contract/promo-price';
import { orderCharge } from './fees';
import { saleFigures } from './sale-figures';

describe('the figures of a buyer’s document', () => {
  it('splits each line’s VAT once and adds the service fee to the total', () => {
    const figures = saleFigures({
      items: [
        { name: 'General', quantity: 2, unitPrice: 15000, discount: 3000 },
        { name: 'VIP', quantity: 1, unitPrice: 50000 },
      ],
      vatRateBasisPoints: 1500,
      serviceFee: { fee: 2200, vat: 330 },
    });
    expect(figures.lines).toEqual([
      // R270.00 holds R35.217… of VAT: R35.22.
      { name: 'General', quantity: 2, unitPrice: 15000, discount: 3000, amount: 27000, vat: 3522 },
      // R500.00 holds R65.217…: R65.22.
      { name: 'VIP', quantity: 1, unitPrice: 50000, discount: 0, amount: 50000, vat: 6522 },
    ]);
    expect(figures).toMatchObject({
      tickets: 77000,
      ticketsVat: 10044,
      serviceFee: 2200,
      serviceFeeVat: 330,
      total: 79530,
    });
  });

  it('shows no VAT in prices that include none', () => {
    const figures = saleFigures({ items: [{ name: 'General', quantity: 3, unitPrice: 300 }] });
    expect(figures).toMatchObject({ tickets: 900, ticketsVat: 0, total: 900 });
    expect(figures.lines[0]!.vat).toBe(0);
  });

  it('adds up to what the buyer paid for any order the fee and promo rules price', () => {
    const schedule = {
      percentBasisPoints: 500,
      flatByCurrency: { ZAR: 250 },
      vatBasisPoints: 1500,
    };
    const promo = fc.option(
      fc.record({
        kind: fc.constantFrom('percent' as const, 'amount' as const),
        value: fc.integer({ min: 1, max: 10_000 }),
        per: fc.constantFrom('ticket' as const, 'order' as const),
        typeIds: fc.constant<string[]>([]),
      }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom('absorbed' as const, 'passed_on' as const),
        fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
        promo,
        (types, mode, rate, terms: PromoTerms | undefined) => {
          const items = types.map((type, index) => ({ typeId: `t${index}`, ...type }));
          const { lines, itemDiscounts } = discountItems(items, 'ZAR', terms);
          const charge = orderCharge(lines, 'ZAR', schedule, mode);
          const figures = saleFigures({
            items: items.map((item, index) => ({
              name: item.typeId,
              quantity: item.quantity,
              unitPrice: item.price,
              discount: itemDiscounts[index]!,
            })),
            vatRateBasisPoints: rate,
            ...(mode === 'passed_on'
              ? { serviceFee: { fee: charge.platformFee, vat: charge.vat } }
              : {}),
          });
          expect(figures.total).toBe(charge.buyerPays);
          expect(figures.tickets + figures.serviceFee + figures.serviceFeeVat).toBe(figures.total);
          expect(figures.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(figures.tickets);
          expect(figures.ticketsVat).toBeLessThanOrEqual(figures.tickets);
        },
      ),
    );
  });
});
