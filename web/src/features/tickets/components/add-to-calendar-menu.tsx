import { Button, Menu } from '@mantine/core';
import {
  IconBrandApple,
  IconBrandGoogle,
  IconBrandWindows,
  IconCalendarPlus,
  IconChevronDown,
} from '@tabler/icons-react';
import {
  eventIcs,
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarEvent,
} from '@contract/calendar';
import type { TicketView } from '@contract/tickets';
import { paths } from '@/config/paths';

/** The ticket's event as calendars take it; undefined for an event without a start. */
export function calendarEventOf(ticket: TicketView, origin: string): CalendarEvent | undefined {
  const { event } = ticket;
  if (!event.startsAt) return undefined;
  return {
    // The event, not the ticket: two tickets to one event are one entry in a calendar.
    uid: `${event.id}@ticketing-paradise`,
    name: event.name,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    location: event.locationText,
    url: `${origin}${paths.ticket.getHref(ticket.code)}`,
    sequence: event.calendarSequence,
  };
}

function downloadIcs(event: CalendarEvent, fileName: string) {
  const blob = new Blob([eventIcs(event, new Date())], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Add to calendar": Google and Outlook on the web open filled in; Apple Calendar and the
 * rest import the `.ics` file. Every choice carries the event's UTC instants, so the entry
 * lands at the right time wherever the holder is.
 */
export function AddToCalendarMenu({ ticket }: { ticket: TicketView }) {
  const event = calendarEventOf(ticket, window.location.origin);
  if (!event) return null;
  const slug = event.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event';
  return (
    <Menu position="bottom" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          Add to calendar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandGoogle size={16} aria-hidden />}
        >
          Google Calendar
        </Menu.Item>
        <Menu.Item
          component="a"
          href={outlookCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandWindows size={16} aria-hidden />}
        >
          Outlook.com
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBrandApple size={16} aria-hidden />}
          onClick={() => downloadIcs(event, `${slug}.ics`)}
        >
          Apple Calendar and others (.ics)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
