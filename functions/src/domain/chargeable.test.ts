import { describe, expect, it } from 'vitest';
import { unchargeableTypes } from './chargeable';

describe('unchargeableTypes', () => {
  it('names each paid type in a currency the gateway cannot charge', () => {
    expect(
      unchargeableTypes(
        [
          { price: 15000, currency: 'ZAR' },
          { price: 2000, currency: 'EUR' },
          { price: 0, currency: 'EUR' },
        ],
        ['ZAR', 'USD'],
      ),
    ).toEqual({ 'types.1.currency': 'Payments in EUR are not available: use ZAR or USD' });
  });
});
