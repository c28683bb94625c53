/**
 * When an event happens, in the event's own zone and named with it, since a buyer may read
 * the email elsewhere: "Thursday, 31 December 2026, 19:30 – 23:00 (GMT+1, Africa/Lagos)".
 */
export function formatEventWhen(
  startsAt: string | undefined,
  endsAt: string | undefined,
  timeZone: string | undefined,
): string | undefined {
  if (!startsAt || Number.isNaN(Date.parse(startsAt))) return undefined;
  const zone = timeZone ?? 'UTC';
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: zone });
  const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: zone });
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(startsAt))
    .find((part) => part.type === 'timeZoneName')?.value;
  const start = new Date(startsAt);
  const end = endsAt && !Number.isNaN(Date.parse(endsAt)) ? new Date(endsAt) : undefined;
  const sameDay = end && day.format(end) === day.format(start);
  const range = !end
    ? time.format(start)
    : sameDay
      ? `${time.format(start)} – ${time.format(end)}`
      : `${time.format(start)} – ${day.format(end)}, ${time.format(end)}`;
  const zoneName = offset && offset !== zone ? `${offset}, ${zone}` : zone;
  return `${day.format(start)}, ${range} (${zoneName})`;
}

/** A map of the venue: its pin where the organiser placed one, else a search for its address. */
export function venueMapUrl(
  locationText: string | undefined,
  location: { lat: number; lng: number } | undefined,
): string | undefined {
  const query = location ? `${location.lat},${location.lng}` : locationText;
  if (!query) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
