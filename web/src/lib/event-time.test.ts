import { describe, expect, it } from 'vitest';
import { formatEventTimes, isoToWallClock, isValidTimeZone, wallClockToIso } from './event-time';

describe('event times', () => {
  it('reads a wall-clock time in the venue zone as an instant', () => {
    expect(wallClockToIso('2026-03-14T19:00', 'Africa/Johannesburg')).toBe(
      '2026-03-14T17:00:00.000Z',
    );
    expect(wallClockToIso('2026-07-01T12:30', 'Europe/Berlin')).toBe('2026-07-01T10:30:00.000Z');
  });

  it('refuses half-typed times and unknown zones', () => {
    expect(wallClockToIso('2026-03-14', 'UTC')).toBeUndefined();
    expect(wallClockToIso('', 'UTC')).toBeUndefined();
    expect(wallClockToIso('2026-03-14T19:00', 'Mars/Olympus')).toBeUndefined();
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('America/New_York')).toBe(true);
  });

  it('shows an instant on the venue clock, and round-trips', () => {
    expect(isoToWallClock('2026-03-14T17:00:00.000Z', 'Africa/Johannesburg')).toBe(
      '2026-03-14T19:00',
    );
    expect(isoToWallClock(undefined, 'UTC')).toBe('');
    const iso = wallClockToIso('2026-11-01T01:15', 'America/New_York')!;
    expect(isoToWallClock(iso, 'America/New_York')).toBe('2026-11-01T01:15');
  });

  it('formats the event times in the venue zone', () => {
    expect(
      formatEventTimes({
        startsAt: '2026-03-14T17:00:00.000Z',
        endsAt: '2026-03-14T21:00:00.000Z',
        timeZone: 'Africa/Johannesburg',
      }),
    ).toBe('Sat 14 Mar 2026, 19:00 – 23:00 (Africa/Johannesburg)');
    expect(
      formatEventTimes({
        startsAt: '2026-03-14T17:00:00.000Z',
        endsAt: '2026-03-15T08:00:00.000Z',
        timeZone: 'Africa/Johannesburg',
      }),
    ).toBe('Sat 14 Mar 2026, 19:00 – Sun 15 Mar 2026, 10:00 (Africa/Johannesburg)');
    expect(formatEventTimes({})).toBeUndefined();
  });
});
