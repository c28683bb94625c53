import type { TicketView } from '../../contract/tickets';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { eventKeys } from './event-keys';
import { toTicketView } from './ticket-view';
import { readPendingTransfers } from '../transfers/pending-transfers';
import { ticketTransferState } from '../transfers/ticket-transfer-state';
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
  const [keys, pending] = await Promise.all([
    eventKeys({ docs, clock }, event.id),
    readPendingTransfers(docs, [{ ...ticket, data: ticket.data }]),
  ]);
  const transfer = ticketTransferState(
    ticket.data,
    event.data,
    pending.get(ticket.data.pendingTransferId ?? ''),
    clock.now(),
  );
  return toTicketView(
    { ...ticket, data: ticket.data },
    { ...event, data: event.data },
    keys,
    transfer,
  );
}
