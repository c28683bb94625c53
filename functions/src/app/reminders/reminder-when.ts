/**
 * When a reminder says the event is, as its holders read the subject: "today at 19:30",
 * "tomorrow at 19:30" or "on Friday 4 December at 19:30", the day and time read in the
 * event's zone (its `When` line names the zone; a subject has no room for it).
 */
export function reminderWhen(startsAt: string, timeZone: string | undefined, now: Date): string {
  const zone = timeZone ?? 'UTC';
  const start = new Date(startsAt);
  const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: zone }).format(
    start,
  );
  const days = calendarDaysBetween(now, start, zone);
  if (days <= 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: zone,
  }).format(start);
  return `on ${day} at ${time}`;
}

/** The subject of an event's reminder: "Reminder: Rooftop Gig is tomorrow at 19:30". */
export function reminderSubject(
  eventName: string,
  startsAt: string,
  timeZone: string | undefined,
  now: Date,
): string {
  return `Reminder: ${eventName} is ${reminderWhen(startsAt, timeZone, now)}`;
}

/** How many calendar days of `zone` lie from `from`'s date to `to`'s (0: the same day). */
function calendarDaysBetween(from: Date, to: Date, zone: string): number {
  const dateIn = (instant: Date) => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: zone,
    }).format(instant);
    return Date.parse(`${parts}T00:00:00Z`);
  };
  return Math.round((dateIn(to) - dateIn(from)) / 86_400_000);
}
