import { describe, expect, it } from 'vitest';
import { changesWhatBuyersSee, type BuyerVisibleEvent } from './reapproval';

const approved: BuyerVisibleEvent = {
  name: 'Jazz night',
  description: 'Smooth',
  startsAt: '2026-12-01T18:00:00.000Z',
  endsAt: '2026-12-01T23:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  locationText: 'Rooftop',
  location: { lat: -26.2, lng: 28.04 },
  imageUpdatedAt: '2026-11-01T10:00:00.000Z',
  types: [
    { id: 'a', name: 'General', price: 15000, currency: 'ZAR' },
    { id: 'b', name: 'VIP', price: 45000, currency: 'ZAR' },
  ],
};

describe('changesWhatBuyersSee', () => {
  it('is false for an identical event, whatever the order of its types', () => {
    expect(
      changesWhatBuyersSee(approved, { ...approved, types: [...approved.types].reverse() }),
    ).toBe(false);
  });

  it('takes an event saved before fees were chosen as absorbing them', () => {
    expect(changesWhatBuyersSee(approved, { ...approved, feeMode: 'absorbed' })).toBe(false);
  });

  it.each<[string, Partial<BuyerVisibleEvent>]>([
    ['name', { name: 'Jazz night II' }],
    ['description', { description: 'Smoother' }],
    ['start', { startsAt: '2026-12-02T18:00:00.000Z' }],
    ['end', { endsAt: '2026-12-02T01:00:00.000Z' }],
    ['location text', { locationText: 'Basement' }],
    ['coordinates', { location: { lat: -26.3, lng: 28.04 } }],
    ['banner', { imageUpdatedAt: '2026-11-02T10:00:00.000Z' }],
    ['a price', { types: [{ ...approved.types[0]!, price: 16000 }, approved.types[1]!] }],
    ['a currency', { types: [{ ...approved.types[0]!, currency: 'USD' }, approved.types[1]!] }],
    [
      'a new ticket type',
      { types: [...approved.types, { id: 'c', name: 'Early', price: 9000, currency: 'ZAR' }] },
    ],
    ['a removed ticket type', { types: [approved.types[0]!] }],
    ['who pays the service fee', { feeMode: 'passed_on' }],
  ])('is true when the %s changes', (_what, change) => {
    expect(changesWhatBuyersSee(approved, { ...approved, ...change })).toBe(true);
  });
});
