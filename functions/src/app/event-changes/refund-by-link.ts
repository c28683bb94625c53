import type { RefundOfferLink, RefundOfferView } from '../../contract/event-changes';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { AppError } from '../common/app-error';
import type { OrderRecord } from '../checkout/checkout-records';
import { isLinkProof } from '../mailings/link-proof';
import { refundPaidOrder, type RefundServices } from '../refunds/refund-paid-order';
import { askedRefundReasonPrefix } from '../refunds/send-refund-email';
import type { EventChangeMailing } from './event-change-records';

export const movedEventRefundReason = `${askedRefundReasonPrefix}: the event moved`;

const invalidLink = () => new AppError('not_found', 'This refund link is not valid');

/** The order a valid link offers to refund, and until when; 404 for a link that is not valid. */
async function offeredOrder(docs: DocStore, link: RefundOfferLink) {
  const mailing = (await docs.get<EventChangeMailing>(paths.mailing(link.mailingId))).data;
  const offer = mailing?.kind === 'event_change' ? mailing.content.refundOffer : undefined;
  if (!mailing || !offer || !isLinkProof(offer.secret, link.orderId, link.proof)) {
    throw invalidLink();
  }
  const order = (await docs.get<OrderRecord>(paths.order(link.orderId))).data;
  if (!order || order.eventId !== mailing.eventId) throw invalidLink();
  return { mailing, order, orderId: link.orderId, until: offer.until };
}

function viewOf(
  { mailing, order, orderId, until }: Awaited<ReturnType<typeof offeredOrder>>,
  now: Date,
): RefundOfferView {
  const state =
    order.status === 'refunded'
      ? 'refunded'
      : order.status === 'refund_pending'
        ? 'refunding'
        : now.toISOString() > until
          ? 'expired'
          : 'offered';
  return {
    eventName: mailing.content.eventName,
    orderId,
    amount: order.amount,
    currency: order.currency,
    until,
    state,
  };
}

/** `GET /api/refund-offers/{mailingId}/{orderId}?t=`: what the link offers, and whether it still does. */
export async function describeRefundOffer({
  services: { docs, clock },
  link,
}: {
  services: Pick<RefundServices, 'docs' | 'clock'>;
  link: RefundOfferLink;
}): Promise<RefundOfferView> {
  return viewOf(await offeredOrder(docs, link), clock.now());
}

/**
 * `POST` of the same: refunds the order through the refund path every refund takes (exactly
 * once, however often it is pressed; the same ledger entries and refund email). 410 after the
 * offer's 14 days; an order refunded already answers as refunded.
 */
export async function refundByLink({
  services,
  link,
}: {
  services: RefundServices;
  link: RefundOfferLink;
}): Promise<RefundOfferView> {
  const offered = await offeredOrder(services.docs, link);
  const now = services.clock.now();
  const view = viewOf(offered, now);
  if (view.state === 'refunded') return view;
  if (view.state === 'expired') {
    throw new AppError('gone', 'This refund offer ended', undefined, { until: offered.until });
  }
  const outcome = await refundPaidOrder(services, link.orderId, {
    voidReason: 'refunded',
    reason: movedEventRefundReason,
    by: offered.order.uid,
  });
  return {
    ...view,
    state: outcome.state === 'refunded' ? 'refunded' : 'refunding',
  };
}
