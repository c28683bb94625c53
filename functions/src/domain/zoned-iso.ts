import { isValidTimeZone, pad, zonedParts } from '../contract/event-time';

/**
 * `iso` as the venue's clock writes it, with the zone's offset at that instant
 * ("2027-03-06T19:00:00+02:00"): what search engines show as the event's local time. In UTC
 * ("…Z") when the zone is missing or unknown to the runtime; undefined for a date that does
 * not parse.
 */
export function isoInZone(
  iso: string | undefined,
  timeZone: string | undefined,
): string | undefined {
  const ms = iso === undefined ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  const seconds = Math.floor(ms / 1000) * 1000;
  if (!timeZone || !isValidTimeZone(timeZone)) {
    return `${new Date(seconds).toISOString().slice(0, 19)}Z`;
  }
  const local = zonedParts(new Date(ms), timeZone);
  const localMs = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // The zone's offset, from the clock's minute and the instant's own (offsets are whole minutes).
  const offsetMinutes = Math.round((localMs - Math.floor(ms / 60_000) * 60_000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  const wall = new Date(seconds + offsetMinutes * 60_000).toISOString().slice(0, 19);
  return `${wall}${offset}`;
}
