// The browser's own Intl does the time-zone arithmetic: no date library on the public page.
// What the server-rendered event page words the same way is shared (@contract/event-time).
import {
  dayAndTime,
  formatEventTimesIn,
  isValidTimeZone,
  pad,
  zonedParts,
  type EventTimes,
} from '@contract/event-time';

export { isValidTimeZone };

/** What `<input type="datetime-local">` holds: a wall-clock time without a zone. */
const wallClockPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, with the browser's own first so it is easy to find. */
export function timeZoneOptions(): string[] {
  const own = browserTimeZone();
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [own, ...all.filter((zone) => zone !== own)];
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/**
 * An organiser types the time as the venue's clock shows it; the API stores an instant.
 * "2026-03-14T19:00" in Africa/Johannesburg becomes "2026-03-14T17:00:00.000Z".
 */
export function wallClockToIso(wallClock: string, timeZone: string): string | undefined {
  if (!wallClockPattern.test(wallClock) || !isValidTimeZone(timeZone)) return undefined;
  const [date, time] = wallClock.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return undefined;
  // The zone's offset at a first guess, then at the instant it gives (across a DST change).
  const guess = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  const instant = asUtc - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(instant).toISOString();
}

/** The inverse of wallClockToIso: an instant as the venue's clock shows it. */
export function isoToWallClock(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const p = zonedParts(instant, isValidTimeZone(timeZone) ? timeZone : 'UTC');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * "Sat 14 Mar 2026, 19:00 – 23:00 (Africa/Johannesburg)": in the venue's zone, because that is
 * the clock the event runs on wherever the reader is (the browser's own if the event names
 * none it knows).
 */
export function formatEventTimes(times: EventTimes): string | undefined {
  return formatEventTimesIn(times, browserTimeZone());
}

/** "Sat 14 Mar 2026, 19:00": one instant on the venue's clock (the zone said elsewhere). */
export function formatInstant(iso: string, timeZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : browserTimeZone();
  return dayAndTime(zonedParts(new Date(iso), zone));
}
