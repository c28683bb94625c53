import { describe, expect, it } from 'vitest';
import { isoInZone } from './zoned-iso';

describe('isoInZone', () => {
  it.each([
    ['2026-12-01T18:00:00Z', 'Africa/Johannesburg', '2026-12-01T20:00:00+02:00'],
    ['2026-07-01T23:30:00Z', 'America/New_York', '2026-07-01T19:30:00-04:00'],
    ['2026-01-01T23:30:00Z', 'America/New_York', '2026-01-01T18:30:00-05:00'],
    ['2026-12-31T20:00:00Z', 'Asia/Kolkata', '2027-01-01T01:30:00+05:30'],
    ['2026-12-01T18:00:00Z', 'UTC', '2026-12-01T18:00:00+00:00'],
  ])('writes %s in %s as the wall clock there: %s', (instant, zone, expected) => {
    const written = isoInZone(new Date(instant), zone);
    expect(written).toBe(expected);
    // The same instant, whatever the zone it is written in.
    expect(Date.parse(written)).toBe(Date.parse(instant));
  });
});
