import type { RefundRequestView } from '../../contract/refund-requests';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { Transaction } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import { readOrganisedEventAs } from '../events/organised-event';
import { recordAudit } from '../organisations/audit-log';
import { refundPaidOrder, type RefundServices } from '../refunds/refund-paid-order';
import { requireSecondStepFor } from '../two-step/require-second-step';
import type { RefundRequestRecord } from './refund-request-records';
import { toRefundRequestView } from './refund-request-view';
import { orderRefusal } from './refund-request-rule';
import { requestedRefundReason } from './request-refund';
import { sendDeclineEmail } from './send-decline-email';

type Decision = {
  services: RefundServices;
  eventId: string;
  orderId: string;
  viewer: Viewer;
};

const notARequest = () => notFound('Refund request');

/**
 * `POST /api/events/{eventId}/refund-requests/{orderId}/approve` (`orders.refund`, and the
 * second sign-in step where the organisation asks for it, as any refund): one transaction
 * marks it approved unless it was declined or its order changed since, then the order is refunded the way every refund
 * goes (exactly once, however often Approve is pressed; a press after a crash or a gateway
 * failure finishes it). `done` is false while another call holds the refund (a 202).
 */
export async function approveRefundRequest({
  services,
  eventId,
  orderId,
  viewer,
}: Decision): Promise<{ done: boolean; view: RefundRequestView }> {
  const { docs, clock } = services;
  const { event, actor } = await readOrganisedEventAs(docs, eventId, viewer, 'orders.refund');
  await requireSecondStepFor(services, actor, event.orgId);
  const path = paths.refundRequest(eventId, orderId);
  const request = await docs.runTransaction(async (tx) => {
    const found = (await tx.get<RefundRequestRecord>(path)).data;
    if (!found) throw notARequest();
    if (found.state === 'declined') {
      throw new AppError('conflict', 'This request was declined', undefined, {
        reason: 'declined',
      });
    }
    if (found.state === 'approved') return found;
    await refuseChangedOrder(tx, orderId);
    const approved = {
      ...found,
      state: 'approved' as const,
      decidedAt: clock.now().toISOString(),
      decidedBy: actor.uid,
    };
    tx.set(path, approved);
    return approved;
  });
  const outcome = await refundPaidOrder(services, orderId, {
    voidReason: 'refunded',
    reason: requestedRefundReason,
    by: actor.uid,
  });
  return {
    done: outcome.state === 'refunded',
    view: toRefundRequestView(request, outcome.order.data),
  };
}

/**
 * Refuses to approve a request whose order changed since it was made: a ticket handed to a
 * friend (a refund would void the friend's ticket) or used at the door. The organiser can
 * still refund the order itself from the orders list, knowingly.
 */
async function refuseChangedOrder(tx: Transaction, orderId: string): Promise<void> {
  const order = (await tx.get<OrderRecord>(paths.order(orderId))).data;
  if (order?.status !== 'paid') return;
  const tickets = await tx.getAll<TicketRecord>((order.ticketCodes ?? []).map(paths.ticket));
  const refusal = orderRefusal(
    order,
    tickets.flatMap((ticket) => (ticket.data ? [ticket.data] : [])),
  );
  if (refusal === 'transferred' || refusal === 'used') {
    const what = refusal === 'transferred' ? 'was handed to someone else' : 'was used at the door';
    throw new AppError(
      'conflict',
      `A ticket of this order ${what} since the request: refund the order from the orders list if you still mean to`,
      undefined,
      { reason: refusal },
    );
  }
}

/**
 * `POST .../decline` with a reason: one transaction marks a waiting request declined (and
 * writes its audit entry) while its order is still paid; the buyer is emailed the reason
 * (once: the request names the message). A second press answers alike and sends nothing new.
 */
export async function declineRefundRequest({
  services,
  eventId,
  orderId,
  viewer,
  reason,
}: Decision & { reason: string }): Promise<RefundRequestView> {
  const { docs, clock } = services;
  const { event, actor } = await readOrganisedEventAs(docs, eventId, viewer, 'orders.refund');
  const path = paths.refundRequest(eventId, orderId);
  const { request, order } = await docs.runTransaction(async (tx) => {
    const [found, order] = await Promise.all([
      tx.get<RefundRequestRecord>(path),
      tx.get<OrderRecord>(paths.order(orderId)),
    ]);
    if (!found.data) throw notARequest();
    if (found.data.state === 'declined') return { request: found.data, order: order.data };
    if (found.data.state === 'approved' || order.data?.status !== 'paid') {
      throw new AppError(
        'conflict',
        'This request was approved: the order is refunded',
        undefined,
        {
          reason: 'approved',
        },
      );
    }
    const now = clock.now();
    const declined: RefundRequestRecord = {
      ...found.data,
      state: 'declined',
      decidedAt: now.toISOString(),
      decidedBy: actor.uid,
      declineReason: reason,
    };
    tx.set(path, declined);
    if (event.orgId) {
      recordAudit(tx, event.orgId, now, {
        kind: 'refund_request.declined',
        actorUid: actor.uid,
        eventId,
        summary: `Declined the refund request of order ${orderId} of "${event.name}"`,
        after: { order: orderId, reason },
      });
    }
    return { request: declined, order: order.data };
  });
  await sendDeclineEmail(services, event.name, request);
  return toRefundRequestView(request, order);
}
