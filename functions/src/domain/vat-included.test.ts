import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitVatIncluded, vatIncluded } from './vat-included';

describe('the VAT inside a price', () => {
  it.each([
    // R115.00 at 15 %: R15.00 exactly.
    [11500, 1500, 1500],
    // R150.00 at 15 %: 19.565… cents, R19.57.
    [15000, 1500, 1957],
    // R3.00 at 15 %: 39.13… cents, R0.39.
    [300, 1500, 39],
    // 7.5 % of R1.00 inside: 6.976… cents, 7.
    [100, 750, 7],
    [0, 1500, 0],
    [15000, 0, 0],
  ])('%i at %i basis points holds %i of VAT', (amount, rate, vat) => {
    expect(vatIncluded(amount, rate)).toBe(vat);
  });

  it('rounds half up: a share of exactly x.5 cents is x + 1', () => {
    // At 15 % a share is never exactly half a cent (amount × 3 / 23); at 100 % an odd one is.
    expect(vatIncluded(21, 10_000)).toBe(11);
    expect(vatIncluded(1, 10_000)).toBe(1);
  });

  it('parts always add up to the price, and the VAT is the nearest cent to the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (amount, rate) => {
          const { net, vat } = splitVatIncluded(amount, rate);
          expect(net + vat).toBe(amount);
          const exact = (amount * rate) / (10_000 + rate);
          expect(Math.abs(vat - exact)).toBeLessThanOrEqual(0.5);
          expect(net).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('refuses amounts and rates that are not whole', () => {
    expect(() => vatIncluded(1.5, 1500)).toThrow(RangeError);
    expect(() => vatIncluded(100, -1)).toThrow(RangeError);
  });
});
