/**
 * When an event happens, in the words the app's event page uses (web/src/lib/event-time.ts
 * `formatEventTimes`), so the server-rendered page reads as the app does: "Sat 14 Mar 2026,
 * 19:00 – 23:00 (Africa/Johannesburg)", on the venue's clock. A zone the runtime does not know
 * (or none) is UTC here, where the browser would use its own.
 */

type Clock = { year: string; month: string; day: string; weekday: string; time: string };

function knownZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function clockAt(iso: string, timeZone: string): Clock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    weekday: parts.weekday ?? '',
    time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
  };
}

const dayAndTime = (clock: Clock) =>
  `${clock.weekday} ${clock.day} ${clock.month} ${clock.year}, ${clock.time}`;

export function formatEventTimes(
  startsAt: string | undefined,
  endsAt: string | undefined,
  timeZone: string | undefined,
): string | undefined {
  if (!startsAt || Number.isNaN(Date.parse(startsAt))) return undefined;
  const zone = knownZone(timeZone);
  const start = clockAt(startsAt, zone);
  if (!endsAt || Number.isNaN(Date.parse(endsAt))) return `${dayAndTime(start)} (${zone})`;
  const end = clockAt(endsAt, zone);
  const sameDay = end.year === start.year && end.month === start.month && end.day === start.day;
  return `${dayAndTime(start)} – ${sameDay ? end.time : dayAndTime(end)} (${zone})`;
}
