import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventIcs, googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './calendar';

const lagosEvening: CalendarEvent = {
  uid: 'ticket-abc@ticketing-paradise',
  name: 'Jazz, Wine; and \\ Friends',
  // 19:30 in Lagos (UTC+1) is 18:30 UTC.
  startsAt: '2026-12-31T19:30:00+01:00',
  endsAt: '2026-12-31T23:00:00+01:00',
  timeZone: 'Africa/Lagos',
  location: 'Terra Kulture, 1376 Tiamiyu Savage St, Victoria Island, Lagos',
  description: 'Doors at 7.\nBring your ticket.',
  url: 'https://example.test/tickets/abc',
};

function parsedEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return new ICAL.Event(vevent);
}

describe('eventIcs', () => {
  const stamp = new Date('2026-11-01T10:00:00Z');

  it('parses back to the event at its UTC instant', () => {
    const event = parsedEvent(eventIcs(lagosEvening, stamp));
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-31T22:00:00.000Z');
    expect(event.summary).toBe(lagosEvening.name);
    expect(event.location).toBe(lagosEvening.location);
    expect(event.description).toBe(lagosEvening.description);
    expect(event.uid).toBe(lagosEvening.uid);
  });

  it('counts a changed event up with SEQUENCE, under the same UID', () => {
    expect(parsedEvent(eventIcs(lagosEvening, stamp)).sequence).toBe(0);
    const moved = parsedEvent(eventIcs({ ...lagosEvening, sequence: 2 }, stamp));
    expect(moved.sequence).toBe(2);
    expect(moved.uid).toBe(lagosEvening.uid);
  });

  it('keeps a zone west of UTC on the right day', () => {
    const ics = eventIcs(
      {
        uid: 'u',
        name: 'Late show',
        startsAt: '2026-03-08T23:30:00-05:00',
        timeZone: 'America/New_York',
      },
      stamp,
    );
    expect(ics).toContain('DTSTART:20260309T043000Z\r\n');
    expect(ics).toContain('X-WR-TIMEZONE:America/New_York\r\n');
    // No end: two hours.
    expect(parsedEvent(ics).endDate.toJSDate().toISOString()).toBe('2026-03-09T06:30:00.000Z');
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    const ics = eventIcs({ ...lagosEvening, description: 'Ẹ kú àbọ̀! '.repeat(20) }, stamp);
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(parsedEvent(ics).description).toBe('Ẹ kú àbọ̀! '.repeat(20));
  });
});

describe('calendar links', () => {
  it('gives Google the UTC range and the event zone', () => {
    const url = new URL(googleCalendarUrl(lagosEvening));
    expect(url.searchParams.get('dates')).toBe('20261231T183000Z/20261231T220000Z');
    expect(url.searchParams.get('ctz')).toBe('Africa/Lagos');
    expect(url.searchParams.get('text')).toBe(lagosEvening.name);
    expect(url.searchParams.get('location')).toBe(lagosEvening.location);
  });

  it('gives Outlook ISO instants', () => {
    const url = new URL(outlookCalendarUrl(lagosEvening));
    expect(url.searchParams.get('startdt')).toBe('2026-12-31T18:30:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-31T22:00:00.000Z');
    expect(url.searchParams.get('subject')).toBe(lagosEvening.name);
  });
});
