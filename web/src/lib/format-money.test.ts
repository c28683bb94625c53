import { describe, expect, it } from 'vitest';
import { currencyName, formatMoney } from './format-money';

/** The amounts with plain spaces, as a reader (and Testing Library) sees them. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('groups the digits in threes and keeps two decimals', () => {
    expect(plain(formatMoney(123400, 'ZAR'))).toBe('R 1 234.00');
    expect(plain(formatMoney(123456789, 'ZAR'))).toBe('R 1 234 567.89');
    expect(plain(formatMoney(5, 'ZAR'))).toBe('R 0.05');
    expect(plain(formatMoney(0, 'ZAR'))).toBe('R 0.00');
  });

  it('sets a symbol made of letters apart, and writes a sign before it', () => {
    expect(plain(formatMoney(150050, 'USD'))).toBe('$1 500.50');
    expect(plain(formatMoney(-5000, 'ZAR'))).toBe('-R 50.00');
    expect(plain(formatMoney(-50, 'EUR'))).toBe('-€0.50');
  });

  it('falls back to the code for a currency without a symbol', () => {
    expect(plain(formatMoney(100000, 'KES'))).toBe('KES 1 000.00');
    expect(plain(formatMoney(100, 'XXQ'))).toBe('XXQ 1.00');
  });
});

describe('currencyName', () => {
  it('names the currency with its code', () => {
    expect(currencyName('ZAR')).toBe('South African Rand (ZAR)');
    expect(currencyName('XXQ')).toBe('XXQ');
  });
});
