import { describe, expect, it } from 'vitest';
import { changesBetween, eventFactsOf, startMovedMoreThan } from './event-change';

const told = eventFactsOf({
  startsAt: '2026-12-24T17:00:00.000Z',
  endsAt: '2026-12-24T21:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  locationText: 'Rooftop, Cape Town',
  location: { lat: -33.9, lng: 18.4 },
});

describe('event changes holders are told of', () => {
  it('finds none when the same instants are written another way', () => {
    expect(changesBetween(told, { ...told, startsAt: '2026-12-24T19:00:00+02:00' })).toEqual([]);
  });

  it('tells a new time (start, end or zone) from a new place (address or pin)', () => {
    expect(changesBetween(told, { ...told, endsAt: '2026-12-24T22:00:00.000Z' })).toEqual(['when']);
    expect(changesBetween(told, { ...told, timeZone: 'Europe/London' })).toEqual(['when']);
    expect(changesBetween(told, { ...told, location: { lat: -33.91, lng: 18.4 } })).toEqual([
      'where',
    ]);
    expect(
      changesBetween(told, {
        ...told,
        startsAt: '2026-12-25T17:00:00.000Z',
        locationText: 'The Hall',
      }),
    ).toEqual(['when', 'where']);
  });

  it('offers money back only past the threshold, whichever way the start moved', () => {
    const moved = (iso: string) => startMovedMoreThan(told, { ...told, startsAt: iso }, 2);
    expect(moved('2026-12-24T19:00:00.000Z')).toBe(false);
    expect(moved('2026-12-24T19:00:01.000Z')).toBe(true);
    expect(moved('2026-12-24T14:59:00.000Z')).toBe(true);
    expect(startMovedMoreThan({}, told, 2)).toBe(false);
  });
});
