import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderCharge, type FeeMode } from '@contract/fees';
import { buildPricedPublicType, testPlatformFee } from '@/test/fee-factories';
import { summariseChoice, summariseHeld } from './order-summary';

/** R 300 of tickets, the buyer paying the R 20 service fee and its R 3 VAT. */
const paidFeeSummary = {
  currency: 'ZAR',
  tickets: 30000,
  serviceFee: 2000,
  serviceFeeVat: 300,
  total: 32300,
  feeLines: true,
};

describe('summariseChoice', () => {
  it('lists the tickets, the service fee and its VAT when the buyer pays the fee', () => {
    const types = [
      buildPricedPublicType('ga', 15000, 'passed_on'),
      buildPricedPublicType('kids', 0, 'passed_on'),
    ];
    expect(
      summariseChoice(types, [
        { typeId: 'ga', quantity: 2 },
        { typeId: 'kids', quantity: 1 },
      ]),
    ).toEqual(paidFeeSummary);
  });

  it('adds nothing when the organiser absorbs the fee, nor for free tickets alone', () => {
    const absorbed = summariseChoice(
      [buildPricedPublicType('ga', 15000, 'absorbed')],
      [{ typeId: 'ga', quantity: 2 }],
    );
    expect(absorbed).toMatchObject({ total: 30000, feeLines: false });
    const free = summariseChoice(
      [buildPricedPublicType('kids', 0, 'passed_on')],
      [{ typeId: 'kids', quantity: 3 }],
    );
    expect(free).toMatchObject({ total: 0, feeLines: false });
    expect(summariseChoice([buildPricedPublicType('ga', 15000, 'absorbed')], [])).toBeUndefined();
  });

  it('totals exactly what the allocator charges for any order', () => {
    const order = fc.array(
      fc.record({
        price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 })),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(order, fc.constantFrom<FeeMode>('absorbed', 'passed_on'), (lines, mode) => {
        const types = lines.map((line, index) =>
          buildPricedPublicType(`t${index}`, line.price, mode),
        );
        const items = lines.map((line, index) => ({
          typeId: `t${index}`,
          quantity: line.quantity,
        }));
        const charged = orderCharge(lines, 'ZAR', testPlatformFee, mode);
        const shown = summariseChoice(types, items)!;
        expect(shown.total).toBe(charged.buyerPays);
        if (shown.feeLines) {
          expect([shown.serviceFee, shown.serviceFeeVat]).toEqual([
            charged.platformFee,
            charged.vat,
          ]);
        }
      }),
    );
  });
});

describe('summariseHeld', () => {
  it('takes the fee lines from the order’s charge when the buyer pays them', () => {
    const charge = { feeMode: 'passed_on' as const, platformFee: 2000, vat: 300 };
    expect(summariseHeld({ amount: 32300, currency: 'ZAR', charge })).toEqual(paidFeeSummary);
  });

  it('shows the amount alone when the fee was absorbed, or the order has no charge', () => {
    const charge = { feeMode: 'absorbed' as const, platformFee: 2000, vat: 300 };
    expect(summariseHeld({ amount: 30000, currency: 'ZAR', charge })).toMatchObject({
      tickets: 30000,
      total: 30000,
      feeLines: false,
    });
    expect(summariseHeld({ amount: 30000, currency: 'ZAR' })).toMatchObject({
      total: 30000,
      feeLines: false,
    });
  });
});
