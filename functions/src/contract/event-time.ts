// When an event happens, in the venue's zone, worded the same by the web app and by the
// server-rendered event page (functions/src/http/event-page-markup.ts). The runtime's own Intl
// does the time-zone arithmetic: no date library on the public page.

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export type ZonedParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: string;
  monthName: string;
};

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
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The instant as the clock in `timeZone` shows it (English names, 24-hour clock). */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
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

export const pad = (value: number) => String(value).padStart(2, '0');

export const dayAndTime = (p: ZonedParts) =>
  `${p.weekday} ${p.day} ${p.monthName} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;

export type EventTimes = { startsAt?: string; endsAt?: string; timeZone?: string };

const isInstant = (iso: string | undefined): iso is string =>
  Boolean(iso) && !Number.isNaN(Date.parse(iso!));

/**
 * "Sat 14 Mar 2026, 19:00 – 23:00 (Africa/Johannesburg)": in the venue's zone, because that is
 * the clock the event runs on wherever the reader is; `fallbackZone` when the event names none
 * the runtime knows (the browser's own, or UTC on the server).
 */
export function formatEventTimesIn(
  { startsAt, endsAt, timeZone }: EventTimes,
  fallbackZone: string,
): string | undefined {
  if (!isInstant(startsAt)) return undefined;
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : fallbackZone;
  const start = zonedParts(new Date(startsAt), zone);
  const startText = dayAndTime(start);
  if (!isInstant(endsAt)) return `${startText} (${zone})`;
  const end = zonedParts(new Date(endsAt), zone);
  const sameDay = end.year === start.year && end.month === start.month && end.day === start.day;
  const endText = sameDay ? `${pad(end.hour)}:${pad(end.minute)}` : dayAndTime(end);
  return `${startText} – ${endText} (${zone})`;
}
