import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeeMode } from '@contract/fees';
import type { PromoCodeCheckResponse } from '@contract/promo-codes';
import { buildPricedPublicType, testPlatformFee } from '@/test/fee-factories';
import { summariseChoice } from './order-summary';
import { summariseWithPromo } from './promo-summary';

const check = (
  feeMode: FeeMode,
  terms: Partial<PromoCodeCheckResponse['terms']> = {},
): PromoCodeCheckResponse => ({
  code: 'SAVE',
  terms: { kind: 'percent', value: 0, per: 'ticket', typeIds: [], ...terms },
  feeMode,
  feeSchedule: testPlatformFee,
});

describe('the price with a promo code', () => {
  it('is the page’s own price when the code takes nothing off (the same fee arithmetic)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom<FeeMode>('absorbed', 'passed_on'),
        (price, quantity, mode) => {
          const types = [buildPricedPublicType('ga', price, mode)];
          const items = [{ typeId: 'ga', quantity }];
          expect(summariseWithPromo(types, items, check(mode))).toEqual({
            ...summariseChoice(types, items),
            discount: 0,
          });
        },
      ),
    );
  });

  it('shows what the code took off and the fee on the discounted price', () => {
    const types = [buildPricedPublicType('ga', 15000, 'passed_on')];
    const summary = summariseWithPromo(
      types,
      [{ typeId: 'ga', quantity: 2 }],
      check('passed_on', { value: 5000 }),
    );
    // 7,500 a ticket: fee 375 + 250, VAT 94.
    expect(summary).toMatchObject({
      tickets: 15000,
      discount: 15000,
      serviceFee: 1250,
      serviceFeeVat: 188,
      total: 16438,
    });
  });

  it('is free with a 100 % code', () => {
    const types = [buildPricedPublicType('ga', 15000, 'passed_on')];
    const summary = summariseWithPromo(
      types,
      [{ typeId: 'ga', quantity: 3 }],
      check('passed_on', { value: 10_000, per: 'order' }),
    );
    expect(summary).toMatchObject({ total: 0, feeLines: false, discount: 45000 });
  });
});
