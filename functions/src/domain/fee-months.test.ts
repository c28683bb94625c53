import { describe, expect, it } from 'vitest';
import {
  lastClosedMonth,
  monthName,
  monthOf,
  monthsBetween,
  monthStart,
  nextMonth,
} from './fee-months';

describe('fee months', () => {
  it('puts an instant in its UTC month', () => {
    expect(monthOf('2026-11-30T23:59:59.999Z')).toBe('2026-11');
    expect(monthOf('2026-12-01T00:00:00.000Z')).toBe('2026-12');
    expect(monthStart('2026-02')).toBe('2026-02-01T00:00:00.000Z');
  });

  it('counts months across a year', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(monthsBetween('2026-11', '2027-02')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsBetween('2026-11', '2026-10')).toEqual([]);
  });

  it('closes a month a quarter of an hour after it ends', () => {
    expect(lastClosedMonth(new Date('2026-12-01T00:14:59.999Z'))).toBe('2026-10');
    expect(lastClosedMonth(new Date('2026-12-01T00:15:00.000Z'))).toBe('2026-11');
    expect(lastClosedMonth(new Date('2027-01-20T10:00:00.000Z'))).toBe('2026-12');
  });

  it('names a month as a document says it', () => {
    expect(monthName('2026-11')).toBe('November 2026');
  });
});
