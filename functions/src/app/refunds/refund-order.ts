import type { RefundResponse } from '../../contract/refunds';
import { type Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { OrderRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { toOrderRow } from '../orders/order-row';
import { refundPaidOrder, type RefundServices } from './refund-paid-order';
import { authoriseEvent } from '../organisations/event-access';
import { requireSecondStepFor } from '../two-step/require-second-step';

export const organiserRefundReason = 'The organiser refunded this order';

/**
 * `POST /api/orders/{reference}/refund`: the event's organiser (or an administrator) refunds
 * an order in full. `done` is false while another call holds the refund (the HTTP answer is
 * then a 202). Anyone else is told the order does not exist. An organisation that requires
 * it asks for the second sign-in step first (app/two-step).
 */
export async function refundOrder({
  services,
  reference,
  viewer,
}: {
  services: RefundServices;
  reference: string;
  viewer: Viewer;
}): Promise<{ done: boolean; body: RefundResponse }> {
  const order = (await services.docs.get<OrderRecord>(paths.order(reference))).data;
  if (!order) throw notFound('Order');
  const event = (await services.docs.get<EventRecord>(paths.event(order.eventId))).data;
  if (!event) throw notFound('Order');
  const actor = await authoriseEvent(
    services.docs,
    { ...event, id: order.eventId },
    viewer,
    'orders.refund',
    'Order',
  );
  await requireSecondStepFor(services, actor, event.orgId);
  const outcome = await refundPaidOrder(services, reference, {
    voidReason: 'refunded',
    reason: organiserRefundReason,
    by: actor.uid,
  });
  return { done: outcome.state === 'refunded', body: { order: toOrderRow(outcome.order) } };
}
