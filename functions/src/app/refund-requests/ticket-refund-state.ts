import type { TicketRefundState } from '../../contract/refund-requests';
import { refundRequestWindow } from '../../domain/refund-request-window';
import { paths } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import type { RefundRequestRecord } from './refund-request-records';
import { isBuyersOwnTicket, orderRefusal } from './refund-request-rule';

/**
 * Where a ticket's order stands for a refund request, as the ticket's page shows it; undefined
 * (nothing shown, and nothing more read) where the event takes no requests, for a ticket that
 * is not the buyer's own, and for an order that is refunded already or that a request could
 * not refund (a ticket transferred or used: the request would say why).
 */
export async function readTicketRefundState(
  docs: Pick<DocStore, 'get' | 'getAll'>,
  ticket: TicketRecord,
  event: ExistingDoc<EventRecord>,
  now: Date,
): Promise<TicketRefundState | undefined> {
  const window = refundRequestWindow(event.data, now);
  if (!window.open && window.reason === 'refund_requests_off') return undefined;
  const [order, request] = await Promise.all([
    docs.get<OrderRecord>(paths.order(ticket.orderId)),
    docs.get<RefundRequestRecord>(paths.refundRequest(event.id, ticket.orderId)),
  ]);
  if (!order.data || !isBuyersOwnTicket(ticket, order.data)) return undefined;
  if (request.data?.state === 'declined') {
    return {
      state: 'declined',
      at: request.data.decidedAt ?? request.data.requestedAt,
      reason: request.data.declineReason ?? '',
    };
  }
  if (order.data.status !== 'paid') return undefined;
  if (request.data) return { state: 'requested', at: request.data.requestedAt };
  if (!window.open) return { state: 'closed', until: window.until };
  const codes = order.data.ticketCodes ?? [];
  const tickets = await docs.getAll<TicketRecord>(codes.map(paths.ticket));
  const held = tickets.flatMap((doc) => (doc.data ? [doc.data] : []));
  if (orderRefusal(order.data, held)) return undefined;
  return {
    state: 'available',
    until: window.until,
    amount: order.data.amount,
    currency: order.data.currency,
    tickets: codes.length,
    automatic: window.automatic,
  };
}
