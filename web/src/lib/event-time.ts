import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What `<input type="datetime-local">` holds: a wall-clock time without a zone. */
const wallClockPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Every zone the browser knows, with the browser's own first so it is easy to find. */
export function timeZoneOptions(): string[] {
  const own = browserTimeZone();
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [own, ...all.filter((zone) => zone !== own)];
}

/**
 * An organiser types the time as the venue's clock shows it; the API stores an instant.
 * "2026-03-14T19:00" in Africa/Johannesburg becomes "2026-03-14T17:00:00.000Z".
 */
export function wallClockToIso(wallClock: string, timeZone: string): string | undefined {
  if (!wallClockPattern.test(wallClock) || !isValidTimeZone(timeZone)) return undefined;
  const instant = dayjs.tz(wallClock, timeZone);
  return instant.isValid() ? instant.toISOString() : undefined;
}

/** The inverse of wallClockToIso: an instant as the venue's clock shows it. */
export function isoToWallClock(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = dayjs(iso);
  if (!instant.isValid()) return '';
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  return instant.tz(zone).format('YYYY-MM-DDTHH:mm');
}

type EventTimes = { startsAt?: string; endsAt?: string; timeZone?: string };

/**
 * "Sat 14 Mar 2026, 19:00 – 23:00 (Africa/Johannesburg)": in the venue's zone, because that is
 * the clock the event runs on wherever the reader is.
 */
export function formatEventTimes({ startsAt, endsAt, timeZone }: EventTimes): string | undefined {
  if (!startsAt) return undefined;
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : browserTimeZone();
  const start = dayjs(startsAt).tz(zone);
  const startText = start.format('ddd D MMM YYYY, HH:mm');
  if (!endsAt) return `${startText} (${zone})`;
  const end = dayjs(endsAt).tz(zone);
  const endText = end.isSame(start, 'day')
    ? end.format('HH:mm')
    : end.format('ddd D MMM YYYY, HH:mm');
  return `${startText} – ${endText} (${zone})`;
}
