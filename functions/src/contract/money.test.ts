import { describe, expect, it } from 'vitest';
import { formatMinorUnits, parsePriceToMinorUnits } from './money';

describe('parsePriceToMinorUnits', () => {
  it.each([
    ['150', 15000],
    ['150.5', 15050],
    ['150.50', 15050],
    ['0', 0],
    ['0.99', 99],
    [' 42 ', 4200],
    ['1000000', 100_000_000],
  ])('reads %j as %i minor units', (text, minorUnits) => {
    expect(parsePriceToMinorUnits(text)).toEqual({ ok: true, minorUnits });
  });

  it.each([
    ['-1', 'Price cannot be negative'],
    ['abc', 'Enter a price like 150 or 150.50'],
    ['1e9', 'Enter a price like 150 or 150.50'],
    ['150.555', 'Enter a price like 150 or 150.50'],
    ['1,50', 'Enter a price like 150 or 150.50'],
    ['', 'Enter a price (0 for free tickets)'],
    ['1000001', 'At most 1,000,000'],
  ])('refuses %j: %s', (text, error) => {
    expect(parsePriceToMinorUnits(text)).toEqual({ ok: false, error });
  });
});

describe('formatMinorUnits', () => {
  it('shows two decimals', () => {
    expect(formatMinorUnits(15000)).toBe('150.00');
    expect(formatMinorUnits(15050)).toBe('150.50');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(0)).toBe('0.00');
  });

  it('keeps the sign of amounts owed, however small', () => {
    expect(formatMinorUnits(-470)).toBe('-4.70');
    expect(formatMinorUnits(-50)).toBe('-0.50');
    expect(formatMinorUnits(-100)).toBe('-1.00');
  });
});
