import { paths } from '../paths';
import { PaymentNotFoundError } from '../ports/payment-gateway';
import { AppError, notFound } from './app-error';
import type { OrderRecord } from './checkout-records';
import { fulfilOrder } from './fulfil-order';
import type { Services } from './services';

export type PaymentConfirmation =
  | { status: 'paid'; reference: string; ticketCodes: string[] }
  /** Not paid (yet): the gateway's status, so the page can say so. */
  | { status: 'unpaid'; reference: string; paymentStatus: string }
  /** Paid after the hold was returned to stock: the money goes back. */
  | { status: 'refunded'; reference: string; reason: string };

type PaymentServices = Pick<Services, 'docs' | 'clock' | 'payments'>;

/**
 * Asks the gateway what happened to an order's payment and fulfils the order when it was
 * paid in full, in its currency. verifyPayment and the webhook both end here, so whichever
 * arrives first fulfils and the other finds it done. A payment that does not match the order
 * is flagged for the organiser and never fulfilled. A payment that arrives after its hold
 * went back to stock is refunded: no ticket is ever sold twice.
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
  if (verified.status !== 'success') {
    return { status: 'unpaid', reference, paymentStatus: verified.status };
  }
  const result = await fulfilOrder(services, reference, verified);
  switch (result.outcome) {
    case 'fulfilled':
    case 'already_fulfilled':
      return { status: 'paid', reference, ticketCodes: result.ticketCodes };
    case 'mismatch':
      throw new AppError('conflict', `This payment does not match the order: ${result.reason}`);
    case 'hold_expired': {
      const reason = 'The payment arrived after the tickets were released; it is refunded in full';
      await refundOnce(services, reference, reason);
      return { status: 'refunded', reference, reason };
    }
  }
}

/** Refunds a late payment once, however often it is confirmed. */
async function refundOnce(
  { docs, clock, payments }: PaymentServices,
  orderId: string,
  reason: string,
) {
  const claimed = await docs.runTransaction(async (tx) => {
    const order = (await tx.get<OrderRecord>(paths.order(orderId))).data;
    if (!order) throw notFound('Order');
    if (order.refund) return false;
    tx.update(paths.order(orderId), { refund: { reason, at: clock.now().toISOString() } });
    return true;
  });
  if (!claimed) return;
  try {
    await payments.refund(orderId);
  } catch (error) {
    // Let the next confirmation try again.
    await docs.update(paths.order(orderId), { refund: null });
    throw error;
  }
}
