import type { TicketView } from '@contract/tickets';

/** A time on the ticket's event's clock (or the reader's when it has none). */
export function onEventClock(ticket: TicketView, iso: string): string {
  return new Date(iso).toLocaleString('en', {
    timeZone: ticket.event.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
