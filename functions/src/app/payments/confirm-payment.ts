import { paths } from '../../paths';
import { AlreadyExistsError } from '../../ports/doc-store';
import { PaymentNotFoundError } from '../../ports/payment-gateway';
import { AppError, notFound } from '../common/app-error';
import type { OrderRecord, PurchaseRequestRecord } from '../checkout/checkout-records';
import { fulfilOrder } from './fulfil-order';
import { refundAtGateway, refundLeaseMs } from '../refunds/refund-paid-order';
import { sendTicketsEmail } from './send-tickets-email';
import type { Services } from '../common/services';
import { crashPoint } from '../common/crash-points';

export type PaymentConfirmation =
  | { status: 'paid'; reference: string; ticketCodes: string[] }
  /** Not paid (yet): the gateway's status, so the page can say so. */
  | { status: 'unpaid'; reference: string; paymentStatus: string }
  /** Paid after the hold was returned to stock: the money goes back. */
  | { status: 'refunded'; reference: string; reason: string };

type PaymentServices = Pick<Services, 'docs' | 'clock' | 'payments' | 'mailer' | 'publicBaseUrl'>;

const lateReason =
  'The payment arrived after the hold on the tickets ran out and they went to other buyers; it is refunded in full';
const refundedReason = 'The payment was refunded';
const reclaimWaitMs = 10_000;

/**
 * Asks the gateway what happened to an order's payment and fulfils the order when it was
 * paid in full, in its currency. verifyPayment and the webhook both end here, so whichever
 * arrives first fulfils and the other finds it done. A payment that does not match the order
 * is flagged for the organiser and never fulfilled. A payment that arrives after its hold
 * went back to stock takes the tickets if the allocator still has them, and is refunded
 * otherwise: no ticket is ever sold twice.
 */
export async function confirmPayment(
  services: PaymentServices,
  reference: string,
): Promise<PaymentConfirmation> {
  let verified;
  try {
    verified = await services.payments.verify(reference);
  } catch (error) {
    if (error instanceof PaymentNotFoundError) throw notFound('Payment');
    throw error;
  }
  if (verified.status === 'reversed') {
    const order = (await services.docs.get<OrderRecord>(paths.order(reference))).data;
    return { status: 'refunded', reference, reason: order?.refund?.reason ?? refundedReason };
  }
  if (verified.status !== 'success') {
    return { status: 'unpaid', reference, paymentStatus: verified.status };
  }
  crashPoint('payment.verified');
  const result = await fulfilOrder(services, reference, verified);
  crashPoint('fulfilment.committed');
  switch (result.outcome) {
    case 'fulfilled':
    case 'already_fulfilled':
      await sendTicketsEmail(services, reference);
      return { status: 'paid', reference, ticketCodes: result.ticketCodes };
    case 'mismatch':
      throw new AppError('conflict', `This payment does not match the order: ${result.reason}`);
    case 'hold_expired': {
      // Late, but the tickets may still be there: the allocator decides, as for any buyer.
      if (await reclaimHold(services, reference)) {
        const again = await fulfilOrder(services, reference, verified);
        if (again.outcome === 'fulfilled' || again.outcome === 'already_fulfilled') {
          await sendTicketsEmail(services, reference);
          return { status: 'paid', reference, ticketCodes: again.ticketCodes };
        }
      }
      await refundOnce(services, reference, lateReason);
      return { status: 'refunded', reference, reason: lateReason };
    }
    case 'refunded':
      return { status: 'refunded', reference, reason: result.reason };
    case 'event_cancelled': {
      const reason = `The event was cancelled, so the payment is refunded in full: ${result.reason}`;
      await refundOnce(services, reference, reason);
      return { status: 'refunded', reference, reason };
    }
  }
}

/**
 * Asks the allocator to hold an expired order's tickets again, with one request per order
 * (so repeated confirmations wait for the same answer). True when granted.
 */
async function reclaimHold({ docs, clock }: PaymentServices, orderId: string): Promise<boolean> {
  const requestPath = paths.purchaseRequest(`reclaim_${orderId}`);
  const order = (await docs.get<OrderRecord>(paths.order(orderId))).data;
  if (!order) throw notFound('Order');
  const request: PurchaseRequestRecord = {
    eventId: order.eventId,
    uid: order.uid,
    email: order.email,
    items: order.items.map(({ typeId, quantity }) => ({ typeId, quantity })),
    createdAt: clock.now().toISOString(),
    status: 'pending',
    reclaimOrderId: orderId,
    // Its code's use went back with the hold: held again, the order uses it again.
    ...(order.promo ? { promoCode: order.promo.code } : {}),
  };
  try {
    await docs.create(requestPath, request);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
  }
  const deadline = Date.now() + reclaimWaitMs;
  for (;;) {
    const answer = (await docs.get<PurchaseRequestRecord>(requestPath)).data;
    if (answer?.status === 'granted') return true;
    if (answer?.status === 'refused') return false;
    // Undecided: fail, so the webhook is retried and the page asks again.
    if (Date.now() > deadline) throw new Error(`The allocator has not answered for ${orderId} yet`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Refunds a late payment once, however often it is confirmed. The first confirmation leases
 * the refund while it asks the gateway; a later one that finds the lease run out (its caller
 * stopped between the claim and the gateway) takes it over, asking the gateway first whether
 * the money already went back.
 */
async function refundOnce(
  { docs, clock, payments }: PaymentServices,
  orderId: string,
  reason: string,
) {
  const claim = await docs.runTransaction(async (tx) => {
    const order = (await tx.get<OrderRecord>(paths.order(orderId))).data;
    if (!order) throw notFound('Order');
    const now = clock.now();
    const earlier = order.refund;
    if (earlier?.refundedAt) return undefined;
    if (earlier?.leaseUntil !== undefined && earlier.leaseUntil > now.toISOString()) {
      return undefined;
    }
    const leaseUntil = new Date(now.getTime() + refundLeaseMs).toISOString();
    tx.update(paths.order(orderId), {
      refund: {
        reason: earlier?.reason ?? reason,
        at: earlier?.at ?? now.toISOString(),
        leaseUntil,
      },
    });
    return { isTakeOver: Boolean(earlier) };
  });
  if (!claim) return;
  try {
    await refundAtGateway(payments, orderId, claim.isTakeOver);
  } catch (error) {
    // Let the next confirmation try again at once.
    await docs.update(paths.order(orderId), { refund: null });
    throw error;
  }
  await docs.update(paths.order(orderId), { 'refund.refundedAt': clock.now().toISOString() });
}
