import type { CancelEventResponse } from '../../contract/refunds';
import { type Viewer } from '../../domain/approval';
import { collections, paths } from '../../paths';
import { deleteField, type Query } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import type { EventRecord } from './event-records';
import { refundPaidOrder, type RefundServices } from '../refunds/refund-paid-order';
import { crashPoint } from '../common/crash-points';
import { recordAudit } from '../organisations/audit-log';
import { authoriseEvent } from '../organisations/event-access';
import { requireSecondStepFor } from '../two-step/require-second-step';
import { readWebhookWants } from '../webhooks/stage-if-wanted';
import { eventCancelledEvent } from '../webhooks/event-webhook-events';

export type CancelOptions = {
  /** Orders refunded per call at most, so that one call answers in seconds. `ordersRefunded` counts this call's. */
  batchSize?: number;
  /** Orders refunded at once: each is a few gateway calls and three transactions. */
  concurrency?: number;
};

/** Orders that still hold money or valid tickets of the event. */
const ordersToRefund = (eventId: string, limit?: number): Query => ({
  collection: collections.orders,
  where: [
    { field: 'eventId', op: '==', value: eventId },
    { field: 'status', op: 'in', value: ['paid', 'refund_pending'] },
  ],
  ...(limit ? { limit } : {}),
});

/**
 * `POST /api/events/{eventId}/cancel`: the first call marks the event cancelled (from then
 * on buyers are told so, beginTransaction and the allocator sell nothing, and a payment that
 * arrives for a held order is refunded); every call then refunds a batch of its paid orders
 * through the same exactly-once refund as the organiser's, voiding their tickets as
 * `cancelled` and emailing each buyer. Calling again resumes where the last call stopped
 * (a refund another caller holds is left to it and counted as left).
 */
export async function cancelEvent({
  services,
  eventId,
  viewer,
  reason,
  options: { batchSize = 25, concurrency = 4 } = {},
}: {
  services: RefundServices;
  eventId: string;
  viewer: Viewer;
  reason: string;
  options?: CancelOptions;
}): Promise<CancelEventResponse> {
  const { docs, clock } = services;
  if (!viewer) throw notFound('Event');
  // Cancelling refunds every buyer: a money action, which the organisation may ask the second
  // sign-in step for (a call resuming the refunds of a cancelled event asks nothing more).
  const current = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (current && !current.cancelledAt) {
    await authoriseEvent(docs, { ...current, id: eventId }, viewer, 'event.cancel');
    await requireSecondStepFor(services, viewer, current.orgId);
  }
  const cancelled = await docs.runTransaction(async (tx) => {
    const event = (await tx.get<EventRecord>(paths.event(eventId))).data;
    if (!event) throw notFound('Event');
    await authoriseEvent(tx, { ...event, id: eventId }, viewer, 'event.cancel');
    if (event.cancelledAt) return event;
    const webhooks = await readWebhookWants(tx, event.orgId);
    const now = clock.now().toISOString();
    const marked = {
      cancelledAt: now,
      cancelledReason: reason,
      cancelledBy: viewer.uid,
      cancellationRefundsPending: true,
    };
    // Off What's on at once; its page says it was cancelled.
    tx.update(paths.event(eventId), { ...marked, listing: deleteField, updatedAt: now });
    if (event.orgId) {
      recordAudit(tx, event.orgId, new Date(now), {
        kind: 'event.cancelled',
        actorUid: viewer.uid,
        eventId,
        summary: `Cancelled "${event.name}": ${reason}`,
      });
    }
    const cancelled = { id: eventId, name: event.name };
    webhooks.stage(tx, eventCancelledEvent({ event: cancelled, reason, at: now }));
    return { ...event, ...marked };
  });
  crashPoint('cancellation.marked');
  const cause = {
    voidReason: 'cancelled' as const,
    // The first cancellation's reason: a later call resumes it, whatever it says.
    reason: cancelled.cancelledReason ?? reason,
    by: viewer.uid,
  };

  const batch = await docs.query(ordersToRefund(eventId, batchSize));
  let ordersRefunded = 0;
  const failures: unknown[] = [];
  const queue = batch.map((order) => order.id);
  const worker = async () => {
    for (let orderId = queue.shift(); orderId; orderId = queue.shift()) {
      try {
        const outcome = await refundPaidOrder(services, orderId, cause);
        if (outcome.state === 'refunded') ordersRefunded += 1;
      } catch (error) {
        // One order the gateway refused does not hold up the others; it is left for the
        // next call, and said when nothing moved at all.
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (ordersRefunded === 0 && failures.length > 0) throw failures[0];
  const ordersLeft = await docs.count(ordersToRefund(eventId));
  // A payment confirmed later still finds the event cancelled and refunds itself (fulfil-order).
  if (ordersLeft === 0 && cancelled.cancellationRefundsPending) {
    await docs.update(paths.event(eventId), { cancellationRefundsPending: false });
  }
  return { status: ordersLeft === 0 ? 'cancelled' : 'cancelling', ordersRefunded, ordersLeft };
}
