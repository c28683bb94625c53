import { describe, expect, it } from 'vitest';
import { buildPublicTicketType } from '@/test/event-factories';
import { availabilityOf, maxQuantity } from './type-availability';

const type = buildPublicTicketType({ id: 't1', maxPerOrder: 6, left: 3 });
const now = new Date('2026-12-01T10:00:00.000Z');

describe('availabilityOf', () => {
  it('prefers the live answer', () => {
    const live = { types: [{ id: 't1', left: 0, state: 'sold_out' as const }] };
    expect(availabilityOf(type, live, now)).toEqual({ left: 0, state: 'sold_out' });
  });

  it('falls back to the event: what is left and the sales window', () => {
    expect(availabilityOf(type, undefined, now)).toEqual({ left: 3, state: 'on_sale' });
    expect(
      availabilityOf({ ...type, salesStart: '2026-12-02T00:00:00.000Z' }, undefined, now).state,
    ).toBe('not_yet');
    expect(availabilityOf({ ...type, salesEnd: now.toISOString() }, undefined, now).state).toBe(
      'ended',
    );
    expect(availabilityOf({ ...type, left: 0 }, undefined, now)).toEqual({
      left: 0,
      state: 'sold_out',
    });
  });
});

describe('maxQuantity', () => {
  it('is the smaller of the per-order maximum and what is left, and 0 off sale', () => {
    expect(maxQuantity(type, { left: 3, state: 'on_sale' })).toBe(3);
    expect(maxQuantity(type, { left: 50, state: 'on_sale' })).toBe(6);
    expect(maxQuantity(type, { left: 50, state: 'not_yet' })).toBe(0);
  });
});
