import type { TicketView } from '../../contract/tickets';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { eventKeys } from './event-keys';
import { toTicketView } from './ticket-view';
import { readPendingTransfers } from '../transfers/pending-transfers';
import { ticketTransferState } from '../transfers/ticket-transfer-state';
import { readTicketRefundState } from '../refund-requests/ticket-refund-state';
import type { UseCaseOptions } from '../common/use-case-options';
import { ticketDocuments } from './ticket-documents';

/**
 * One ticket, for whoever has its code: the code is the secret (128 random bits), sent to
 * the buyer's email and shown as the QR code, so no sign-in is asked for.
 */
export async function getTicket({
  services: { docs, clock },
  code,
}: UseCaseOptions<'docs' | 'clock', { code: string }>): Promise<TicketView> {
  const ticket = await docs.get<TicketRecord>(paths.ticket(code));
  if (!ticket.data) throw notFound('Ticket');
  const event = await docs.get<EventRecord>(paths.event(ticket.data.eventId));
  // Events with sales are meant never to be deleted; a ticket left without one has nothing to show.
  if (!event.data) throw notFound('Ticket');
  const existing = { ...event, data: event.data };
  const [keys, pending, refundRequest, order] = await Promise.all([
    eventKeys({ docs, clock }, event.id),
    readPendingTransfers(docs, [{ ...ticket, data: ticket.data }]),
    readTicketRefundState(docs, ticket.data, existing, clock.now()),
    // For the links to its receipt and credit note, on the buyer's own tickets.
    docs.get<OrderRecord>(paths.order(ticket.data.orderId)),
  ]);
  const transfer = ticketTransferState(
    ticket.data,
    event.data,
    pending.get(ticket.data.pendingTransferId ?? ''),
    clock.now(),
  );
  const view = {
    ...toTicketView({ ...ticket, data: ticket.data }, existing, keys, transfer),
    ...ticketDocuments(ticket.data, order),
  };
  return refundRequest ? { ...view, refundRequest } : view;
}
