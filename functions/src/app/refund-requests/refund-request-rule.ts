import type { RefundRequestRefusal } from '../../contract/refund-requests';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';

/**
 * Whether `ticket` is one its order's buyer holds: sold to them (not claimed from them) and
 * naming no other attendee. A request refunds the whole order, so only the buyer's own
 * tickets offer it: an attendee sent their ticket's link must not cancel everyone's.
 */
export function isBuyersOwnTicket(ticket: TicketRecord, order: OrderRecord): boolean {
  const buyer = order.email.toLowerCase();
  return (
    ticket.replaces === undefined &&
    ticket.email.toLowerCase() === buyer &&
    (ticket.attendeeEmail === undefined || ticket.attendeeEmail.toLowerCase() === buyer)
  );
}

/**
 * Why the order cannot be refunded on request, or `undefined` when it can: it must be paid,
 * and every ticket it sold still the buyer's (none handed to a friend or being) and unused.
 * The request and the page ask it alike; the request inside its transaction, so a transfer
 * or a scan that commits first wins.
 */
export function orderRefusal(
  order: OrderRecord,
  tickets: readonly TicketRecord[],
): RefundRequestRefusal | undefined {
  if (order.status !== 'paid') return 'not_paid';
  if (tickets.some((ticket) => ticket.transferredTo || ticket.pendingTransferId)) {
    return 'transferred';
  }
  if (tickets.some((ticket) => ticket.checkedInAt !== undefined)) return 'used';
  return undefined;
}

/** What the buyer reads in a 409 (the page words them its own way). */
export const refundRequestRefusalMessages: Record<RefundRequestRefusal, string> = {
  refund_requests_off: 'The organiser does not take refund requests for this event',
  refund_requests_closed: 'Refund requests for this event are closed',
  not_paid: 'This order is not paid, or was refunded already',
  transferred: 'A ticket of this order was transferred: ask the organiser instead',
  used: 'A ticket of this order was used at the door',
  declined: 'The organiser declined this order’s refund request',
};
