import type { RefundRequestRefusal, RefundRequestResponse } from '../../contract/refund-requests';
import { refundRequestWindow } from '../../domain/refund-request-window';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { refundPaidOrder, type RefundServices } from '../refunds/refund-paid-order';
import { askedRefundReasonPrefix } from '../refunds/send-refund-email';
import type { Services } from '../common/services';
import type { RefundRequestRecord } from './refund-request-records';
import { tellOrganiserOfRequest } from './tell-organiser';
import {
  isBuyersOwnTicket,
  orderRefusal,
  refundRequestRefusalMessages,
} from './refund-request-rule';

export const requestedRefundReason = askedRefundReasonPrefix;

const refuse = (reason: RefundRequestRefusal) =>
  new AppError('conflict', refundRequestRefusalMessages[reason], undefined, { reason });

/**
 * `POST /api/tickets/{code}/refund-request`: the buyer asks for their order's refund from one
 * of their own tickets' page (the code is the proof, as for a transfer). One transaction
 * checks the event's window and the order and records the request once (a second press finds
 * it and answers alike). Where the organiser grants every request, the order is then refunded
 * the way every refund goes (exactly once, the same ledger entries and email); otherwise the
 * organiser is emailed (once) to decide. A crash before the refund leaves the request
 * approved and the order paid, which the next press (or the organiser's Approve) finishes.
 */
export async function requestRefund({
  services,
  code,
  reason,
}: {
  services: RefundServices & Pick<Services, 'identity'>;
  code: string;
  reason?: string;
}): Promise<RefundRequestResponse> {
  const { docs, clock } = services;
  const { request, automatic, event, created } = await docs.runTransaction(async (tx) => {
    const ticket = (await tx.get<TicketRecord>(paths.ticket(code))).data;
    if (!ticket) throw notFound('Ticket');
    const [event, order, existing] = await Promise.all([
      tx.get<EventRecord>(paths.event(ticket.eventId)),
      tx.get<OrderRecord>(paths.order(ticket.orderId)),
      tx.get<RefundRequestRecord>(paths.refundRequest(ticket.eventId, ticket.orderId)),
    ]);
    if (!event.data || !order.data) throw notFound('Ticket');
    if (!isBuyersOwnTicket(ticket, order.data)) {
      throw new AppError('forbidden', 'Only the buyer can ask for this order’s refund');
    }
    const window = refundRequestWindow(event.data, clock.now());
    if (existing.data) {
      if (existing.data.state === 'declined') throw refuse('declined');
      return {
        request: existing.data,
        automatic: window.open && window.automatic,
        event: event.data,
        created: false,
      };
    }
    if (!window.open) throw refuse(window.reason);
    const codes = order.data.ticketCodes ?? [];
    const tickets = await tx.getAll<TicketRecord>(codes.map(paths.ticket));
    const refusal = orderRefusal(
      order.data,
      tickets.flatMap((doc) => (doc.data ? [doc.data] : [])),
    );
    if (refusal) throw refuse(refusal);
    const request: RefundRequestRecord = {
      orderId: ticket.orderId,
      eventId: ticket.eventId,
      email: order.data.email,
      amount: order.data.amount,
      currency: order.data.currency,
      tickets: codes.length,
      ticketCode: code,
      ...(reason ? { reason } : {}),
      requestedAt: clock.now().toISOString(),
      state: window.automatic ? 'approved' : 'pending',
      ...(window.automatic ? { decidedAt: clock.now().toISOString(), decidedBy: 'automatic' } : {}),
    };
    tx.create(paths.refundRequest(ticket.eventId, ticket.orderId), request);
    return { request, automatic: window.automatic, event: event.data, created: true };
  });
  if (request.state === 'pending' || !automatic) {
    // A second press tells nobody again (the mail key would drop it, after the lookups).
    if (created) await tellOrganiserOfRequest(services, event, request);
    return { state: 'requested' };
  }
  const order = (await docs.get<OrderRecord>(paths.order(request.orderId))).data;
  const outcome = await refundPaidOrder(services, request.orderId, {
    voidReason: 'refunded',
    reason: requestedRefundReason,
    by: order?.uid ?? 'automatic',
  });
  return { state: outcome.state };
}
