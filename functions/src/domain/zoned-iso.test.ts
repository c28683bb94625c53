import { describe, expect, it } from 'vitest';
import { isoInZone } from './zoned-iso';

describe('isoInZone', () => {
  it('writes the instant on the venue’s clock with the offset it has then', () => {
    expect(isoInZone('2027-03-06T17:00:00.000Z', 'Africa/Johannesburg')).toBe(
      '2027-03-06T19:00:00+02:00',
    );
    // Summer and winter time of one zone; half-hour and negative offsets.
    expect(isoInZone('2027-07-01T18:30:00Z', 'Europe/London')).toBe('2027-07-01T19:30:00+01:00');
    expect(isoInZone('2027-01-01T18:30:00Z', 'Europe/London')).toBe('2027-01-01T18:30:00+00:00');
    expect(isoInZone('2027-01-01T18:30:45Z', 'Asia/Kolkata')).toBe('2027-01-02T00:00:45+05:30');
    expect(isoInZone('2027-01-01T02:00:00Z', 'America/New_York')).toBe('2026-12-31T21:00:00-05:00');
  });

  it('takes dates stored with an offset of their own', () => {
    expect(isoInZone('2027-03-06T19:00:00+02:00', 'Africa/Johannesburg')).toBe(
      '2027-03-06T19:00:00+02:00',
    );
  });

  it('says UTC without a zone the runtime knows, and nothing for a date that does not parse', () => {
    expect(isoInZone('2027-03-06T17:00:00.000Z', undefined)).toBe('2027-03-06T17:00:00Z');
    expect(isoInZone('2027-03-06T17:00:00.000Z', 'Mars/Olympus')).toBe('2027-03-06T17:00:00Z');
    expect(isoInZone('soon', 'Africa/Johannesburg')).toBeUndefined();
    expect(isoInZone(undefined, 'Africa/Johannesburg')).toBeUndefined();
  });
});
