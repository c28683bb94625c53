import { describe, expect, it } from 'vitest';
import { listingOffer, type OfferedType } from './listing-offer';

const now = '2026-11-05T08:00:00.000Z';
const type = (overrides: Partial<OfferedType> = {}): OfferedType => ({
  price: 15000,
  currency: 'ZAR',
  capacity: 100,
  taken: 0,
  salesStart: null,
  salesEnd: null,
  ...overrides,
});

describe('listingOffer', () => {
  it('says the lowest price, and one price alone without "from"', () => {
    expect(listingOffer([type(), type({ price: 40000 })], now)).toMatchObject({
      fromPrice: { price: 15000, currency: 'ZAR' },
      priceLabel: 'From R150.00',
      state: 'on_sale',
      stateLabel: 'On sale',
    });
    expect(listingOffer([type({ price: 2550, currency: 'EUR' })], now).priceLabel).toBe('€25.50');
    expect(listingOffer([type({ price: 0 })], now).priceLabel).toBe('Free');
    expect(listingOffer([type({ price: 0 }), type()], now).priceLabel).toBe('From free');
  });

  it('is on sale while any type is, then coming, then sold out, then ended', () => {
    const soldOut = type({ taken: 100 });
    const coming = type({ salesStart: '2026-11-10T00:00:00.000Z' });
    const ended = type({ salesEnd: '2026-11-01T00:00:00.000Z' });
    expect(listingOffer([soldOut, type()], now).state).toBe('on_sale');
    expect(listingOffer([soldOut, coming], now).state).toBe('not_yet');
    expect(listingOffer([ended, soldOut], now)).toMatchObject({
      state: 'sold_out',
      stateLabel: 'Sold out',
    });
    expect(listingOffer([ended], now).stateLabel).toBe('Sales ended');
  });

  it('says nothing of an event with no public type', () => {
    expect(listingOffer([], now)).toEqual({});
  });
});
