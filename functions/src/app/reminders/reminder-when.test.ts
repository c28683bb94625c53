import { describe, expect, it } from 'vitest';
import { reminderSubject, reminderWhen } from './reminder-when';

// 19:30 in Johannesburg (UTC+2) on Friday 4 December 2026.
const startsAt = '2026-12-04T19:30:00+02:00';
const zone = 'Africa/Johannesburg';

describe('when a reminder says the event is', () => {
  it('says tomorrow, in the event’s zone, a day before', () => {
    expect(reminderSubject('Rooftop Gig', startsAt, zone, new Date('2026-12-03T17:30:00Z'))).toBe(
      'Reminder: Rooftop Gig is tomorrow at 19:30',
    );
  });

  it('reads the day in the event’s zone, not in UTC', () => {
    // 23:30 UTC on the 3rd is already 01:30 on the 4th in Johannesburg: today.
    expect(reminderWhen(startsAt, zone, new Date('2026-12-03T23:30:00Z'))).toBe('today at 19:30');
    // An event at 00:30 on the 5th (22:30 UTC on the 4th), seen from the 4th: tomorrow.
    expect(reminderWhen('2026-12-05T00:30:00+02:00', zone, new Date('2026-12-04T12:00:00Z'))).toBe(
      'tomorrow at 00:30',
    );
  });

  it('names the day when it is further off', () => {
    expect(reminderWhen(startsAt, zone, new Date('2026-11-30T19:30:00Z'))).toBe(
      'on Friday 4 December at 19:30',
    );
  });

  it('reads UTC for an event without a zone', () => {
    expect(reminderWhen('2026-12-04T19:30:00Z', undefined, new Date('2026-12-04T10:00:00Z'))).toBe(
      'today at 19:30',
    );
  });
});
