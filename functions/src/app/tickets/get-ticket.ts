import type { TicketView } from '../../contract/tickets';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { eventKeys } from './event-keys';
import { toTicketView } from './ticket-view';
import { readPendingTransfers } from '../transfers/pending-transfers';
import { ticketTransferState } from '../transfers/ticket-transfer-state';
import { readTicketRefundState } from '../refund-requests/ticket-refund-state';
import type { UseCaseOptions } from '../common/use-case-options';

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
  const [keys, pending, refundRequest] = await Promise.all([
    eventKeys({ docs, clock }, event.id),
    readPendingTransfers(docs, [{ ...ticket, data: ticket.data }]),
    readTicketRefundState(docs, ticket.data, existing, clock.now()),
  ]);
  const transfer = ticketTransferState(
    ticket.data,
    event.data,
    pending.get(ticket.data.pendingTransferId ?? ''),
    clock.now(),
  );
  const view = toTicketView({ ...ticket, data: ticket.data }, existing, keys, transfer);
  return refundRequest ? { ...view, refundRequest } : view;
}
