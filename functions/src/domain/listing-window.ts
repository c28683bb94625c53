import { zonedParts } from '../contract/event-time';
import type { ListingWhen } from '../contract/listing';

/**
 * The days What's on's `when` filter means are the platform's, not each venue's: one list
 * cannot be cut at a different midnight per event. Africa/Johannesburg, where the platform
 * sells (SAST, no daylight saving).
 */
export const listingTimeZone = 'Africa/Johannesburg';

/** An interval `[from, to)` an event must overlap to be shown: ends after `from`, starts before `to`. */
export type ListingWindow = { from: Date; to: Date };

const minuteMs = 60_000;

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in ms (whole minutes). */
function offsetAt(instant: Date, timeZone: string): number {
  const atMinute = new Date(
    instant.getTime() - (((instant.getTime() % minuteMs) + minuteMs) % minuteMs),
  );
  const p = zonedParts(atMinute, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - atMinute.getTime();
}

/** The instant `timeZone`'s clock shows midnight starting year-month-day (month 1-12; days may overflow). */
function midnightIn(timeZone: string, year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Twice: the offset at the first guess may differ from the one at midnight (a DST change).
  const guess = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(guess), timeZone));
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The window `when` means at `now` in `timeZone`: `today` from now to the coming midnight;
 * `weekend` Saturday and Sunday (from now when it is already the weekend); `month` from now
 * to the first of the next month.
 */
export function listingWindow(
  when: ListingWhen,
  now: Date,
  timeZone: string = listingTimeZone,
): ListingWindow {
  const today = zonedParts(now, timeZone);
  const midnightAfter = (days: number) =>
    midnightIn(timeZone, today.year, today.month, today.day + days);
  if (when === 'today') return { from: now, to: midnightAfter(1) };
  if (when === 'month')
    return { from: now, to: midnightIn(timeZone, today.year, today.month + 1, 1) };
  const weekday = weekdays.indexOf(today.weekday);
  // Saturday is 6 days after Sunday; on Sunday the weekend is today and ends at midnight.
  if (weekday === 0) return { from: now, to: midnightAfter(1) };
  const saturday = midnightAfter(6 - weekday);
  const monday = midnightAfter(8 - weekday);
  return { from: saturday.getTime() > now.getTime() ? saturday : now, to: monday };
}
