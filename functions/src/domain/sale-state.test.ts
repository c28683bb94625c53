import { describe, expect, it } from 'vitest';
import { availabilityOf } from './sale-state';
import { generalStock } from './type-stock-fixtures';

const now = '2026-12-01T10:00:00.000Z';
const general = generalStock({ taken: 3 });

describe('availabilityOf', () => {
  it('is on sale with what is left when the window is open', () => {
    expect(availabilityOf(general, now)).toEqual({ left: 7, state: 'on_sale' });
    const windowed = {
      ...general,
      salesStart: '2026-12-01T09:00:00.000Z',
      salesEnd: '2026-12-01T11:00:00.000Z',
    };
    expect(availabilityOf(windowed, now)).toEqual({ left: 7, state: 'on_sale' });
  });

  it('is sold out when nothing is left and the window is open', () => {
    expect(availabilityOf({ ...general, taken: 10 }, now)).toEqual({ left: 0, state: 'sold_out' });
  });

  it('never reports less than nothing left (capacity lowered below what was taken)', () => {
    expect(availabilityOf({ ...general, capacity: 2 }, now)).toEqual({
      left: 0,
      state: 'sold_out',
    });
  });

  it('tells not yet and ended from the sales window, even when nothing is left', () => {
    const later = { ...general, salesStart: '2026-12-02T00:00:00.000Z' };
    expect(availabilityOf(later, now)).toEqual({ left: 7, state: 'not_yet' });
    expect(availabilityOf({ ...later, taken: 10 }, now).state).toBe('not_yet');
    const over = { ...general, salesEnd: now };
    expect(availabilityOf(over, now)).toEqual({ left: 7, state: 'ended' });
    expect(availabilityOf({ ...over, taken: 10 }, now).state).toBe('ended');
  });
});
