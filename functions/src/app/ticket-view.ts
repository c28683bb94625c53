import type { TicketView } from '../contract/tickets';
import type { ExistingDoc } from '../ports/doc-store';
import type { TicketRecord } from './checkout-records';
import { toEventSummary, type EventRecord } from './event-records';
import { withoutUndefined } from './without-undefined';

/** A ticket with what its holder needs to know of the event, as its page shows it. */
export function toTicketView(
  ticket: ExistingDoc<TicketRecord>,
  event: ExistingDoc<EventRecord>,
): TicketView {
  // The summary builds the banner's address the same way every other event view does.
  const summary = toEventSummary(event);
  return {
    code: ticket.id,
    orderReference: ticket.data.orderId,
    typeName: ticket.data.typeName,
    holderEmail: ticket.data.email,
    createdAt: ticket.data.createdAt,
    event: withoutUndefined({
      id: summary.id,
      name: summary.name,
      startsAt: summary.startsAt,
      endsAt: summary.endsAt,
      timeZone: summary.timeZone,
      locationText: summary.locationText,
      imageUrl: summary.imageUrl,
    }),
  };
}
