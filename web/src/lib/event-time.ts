// The browser's own Intl does the time-zone arithmetic: no date library on the public page.

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

type ZonedParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: string;
  monthName: string;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The instant as the clock in `timeZone` shows it (English names, 24-hour clock). */
function zonedParts(instant: Date, timeZone: string): ZonedParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const monthNames = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return {
    year: Number(parts.year),
    month: monthNames.indexOf(parts.month ?? '') + 1,
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: parts.weekday ?? '',
    monthName: parts.month ?? '',
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

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

type EventTimes = { startsAt?: string; endsAt?: string; timeZone?: string };

const dayAndTime = (p: ZonedParts) =>
  `${p.weekday} ${p.day} ${p.monthName} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;

/**
 * "Sat 14 Mar 2026, 19:00 – 23:00 (Africa/Johannesburg)": in the venue's zone, because that is
 * the clock the event runs on wherever the reader is.
 */
export function formatEventTimes({ startsAt, endsAt, timeZone }: EventTimes): string | undefined {
  if (!startsAt) return undefined;
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : browserTimeZone();
  const start = zonedParts(new Date(startsAt), zone);
  const startText = dayAndTime(start);
  if (!endsAt) return `${startText} (${zone})`;
  const end = zonedParts(new Date(endsAt), zone);
  const sameDay = end.year === start.year && end.month === start.month && end.day === start.day;
  const endText = sameDay ? `${pad(end.hour)}:${pad(end.minute)}` : dayAndTime(end);
  return `${startText} – ${endText} (${zone})`;
}

/** "Sat 14 Mar 2026, 19:00": one instant on the venue's clock (the zone said elsewhere). */
export function formatInstant(iso: string, timeZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : browserTimeZone();
  return dayAndTime(zonedParts(new Date(iso), zone));
}
