import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows minor units as major units with two decimals and the currency', () => {
    expect(formatPrice({ price: 15000, currency: 'ZAR' })).toBe('150.00 ZAR');
    expect(formatPrice({ price: 1999, currency: 'EUR' })).toBe('19.99 EUR');
    expect(formatPrice({ price: 0, currency: 'USD' })).toBe('0.00 USD');
  });
});
