/**
 * An instant written as the wall-clock time of `timeZone` with that zone's offset then:
 * `2026-12-01T20:00:00+02:00` for 18:00 UTC in Johannesburg. Wallets show a date as it is
 * written when told to (Apple's `ignoresTimeZone`, Google's offset), so a pass says the time
 * at the venue wherever its holder opens it.
 */
export function isoInZone(instant: Date, timeZone = 'UTC'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+05:30", "GMT-03:00", or just "GMT" at UTC.
  const offset = String(parts.timeZoneName).replace(/^GMT/, '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
