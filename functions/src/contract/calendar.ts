/*
 * An event in people's calendars (issue 23): the `.ics` file the ticket email carries and the
 * ticket page offers, and the Google and Outlook links of its "Add to calendar" menu. Shared
 * by the server and the web client, so both describe the event the same way.
 */

/** What a calendar entry needs of an event. */
export type CalendarEvent = {
  /** Names the entry, so that a second import updates it rather than adding another. */
  uid: string;
  name: string;
  /** ISO 8601 with an offset: the instant, whatever zone it was written in. */
  startsAt: string;
  endsAt?: string;
  /** IANA zone the event happens in: Google shows the entry in it. */
  timeZone?: string;
  location?: string;
  description?: string;
  url?: string;
  /**
   * RFC 5545's SEQUENCE: 0 at first, one more with each change of the event's time or place,
   * so a calendar that has the entry (the same `uid`) takes the newer one.
   */
  sequence?: number;
};

/** An event without an end is given one: calendars cannot show an entry of no length. */
export const defaultDurationMs = 2 * 60 * 60 * 1000;

function instants(event: CalendarEvent): { start: Date; end: Date } {
  const start = new Date(event.startsAt);
  if (Number.isNaN(start.getTime())) throw new Error(`Not a date: ${event.startsAt}`);
  const end = event.endsAt ? new Date(event.endsAt) : new Date(start.getTime() + defaultDurationMs);
  return { start, end: Number.isNaN(end.getTime()) ? start : end };
}

/** `20261231T190000Z`: RFC 5545's UTC form, which every calendar reads without a VTIMEZONE. */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** RFC 5545 3.1: lines of at most 75 octets, continued with CRLF and a space. */
function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    // The first line holds 75 octets, each continuation 74 after its leading space.
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar file (RFC 5545) with the event as one VEVENT. Its times are UTC instants, so
 * no calendar can misplace them; `X-WR-TIMEZONE` tells those that read it the event's zone.
 */
export function eventIcs(event: CalendarEvent, stamp: Date): string {
  const { start, end } = instants(event);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ticketing Paradise//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(event.timeZone ? [`X-WR-TIMEZONE:${event.timeZone}`] : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(event.name)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Google Calendar's "create event" page, filled in; `ctz` shows it in the event's zone. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const { start, end } = instants(event);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${icsUtc(start)}/${icsUtc(end)}`,
    ...(event.timeZone ? { ctz: event.timeZone } : {}),
    ...(event.location ? { location: event.location } : {}),
    ...(event.description || event.url
      ? { details: [event.description, event.url].filter(Boolean).join('\n\n') }
      : {}),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's compose page; it takes ISO instants with their offset. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const { start, end } = instants(event);
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.name,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    ...(event.location ? { location: event.location } : {}),
    ...(event.description || event.url
      ? { body: [event.description, event.url].filter(Boolean).join('\n\n') }
      : {}),
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params.toString()}`;
}
