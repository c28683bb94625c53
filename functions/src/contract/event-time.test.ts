import { describe, expect, it } from 'vitest';
import { formatEventTimesIn } from './event-time';

/** As the server-rendered event page words it: UTC when the event names no zone it knows. */
const formatEventTimes = (startsAt?: string, endsAt?: string, timeZone?: string) =>
  formatEventTimesIn({ startsAt, endsAt, timeZone }, 'UTC');

describe('formatEventTimesIn', () => {
  it('says when, on the venue’s clock', () => {
    const zone = 'Africa/Johannesburg';
    expect(formatEventTimes('2026-03-14T17:00:00.000Z', '2026-03-14T21:00:00.000Z', zone)).toBe(
      'Sat 14 Mar 2026, 19:00 – 23:00 (Africa/Johannesburg)',
    );
    expect(formatEventTimes('2026-03-14T17:00:00.000Z', '2026-03-15T01:30:00.000Z', zone)).toBe(
      'Sat 14 Mar 2026, 19:00 – Sun 15 Mar 2026, 03:30 (Africa/Johannesburg)',
    );
    expect(formatEventTimes('2026-03-14T17:00:00.000Z', undefined, zone)).toBe(
      'Sat 14 Mar 2026, 19:00 (Africa/Johannesburg)',
    );
  });

  it('uses the fallback for a zone it does not know, and says nothing without a start', () => {
    expect(formatEventTimes('2026-03-14T17:00:00.000Z', undefined, 'Mars/Olympus')).toBe(
      'Sat 14 Mar 2026, 17:00 (UTC)',
    );
    expect(formatEventTimes(undefined, undefined, 'UTC')).toBeUndefined();
  });
});
