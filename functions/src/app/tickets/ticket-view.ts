import type { TicketView } from '../../contract/tickets';
import type { TicketTransferState } from '../../contract/transfers';
import type { ExistingDoc } from '../../ports/doc-store';
import type { TicketRecord } from '../checkout/checkout-records';
import { publishedBannerUrl } from '../events/banner-versions';
import { toEventSummary, type EventRecord } from '../events/event-records';
import type { EventKeys } from './event-keys';
import { qrPayloadOf } from './ticket-signature';
import { withoutUndefined } from '../common/without-undefined';

/**
 * A ticket with what its holder needs to know of the event, as its page shows it, and its
 * QR code signed with the event's key (`keys`).
 */
export function toTicketView(
  ticket: ExistingDoc<TicketRecord>,
  event: ExistingDoc<EventRecord>,
  keys: EventKeys,
  transfer: TicketTransferState,
): TicketView {
  const { status = 'valid', voidReason, checkedInAt } = ticket.data;
  return {
    code: ticket.id,
    qrPayload: qrPayloadOf(keys.privateKey, event.id, ticket.id),
    status,
    ...(status === 'void' && voidReason ? { voidReason } : {}),
    ...(checkedInAt ? { checkedInAt } : {}),
    orderReference: ticket.data.orderId,
    typeName: ticket.data.typeName,
    holderEmail: ticket.data.email,
    ...(ticket.data.holderName ? { holderName: ticket.data.holderName } : {}),
    createdAt: ticket.data.createdAt,
    transfer,
    event: eventOnTicket(event),
  };
}

/** What a ticket shows of its event (its page, a friend's claim page). */
export function eventOnTicket(event: ExistingDoc<EventRecord>): TicketView['event'] {
  const summary = toEventSummary(event);
  return withoutUndefined({
    id: summary.id,
    name: summary.name,
    startsAt: summary.startsAt,
    endsAt: summary.endsAt,
    timeZone: summary.timeZone,
    locationText: summary.locationText,
    // The approved banner only: a holder sees what buyers see.
    imageUrl: publishedBannerUrl(event.id, event.data),
    calendarSequence: event.data.announced?.sequence,
  });
}
