import { verifyPayment } from './api/checkout-api';
import type { CheckoutStep, HeldOrder } from './checkout-state';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After the popup reports success: asks the server (which asks Paystack and fulfils the order)
 * until the answer settles. Paid or refunded is the answer; a charge the gateway still has
 * not reported after ten looks is declined; a network that failed three times cancels, with
 * its error to show.
 */
export async function confirmHeldOrder(
  held: HeldOrder,
): Promise<{ step: CheckoutStep; error?: unknown }> {
  for (let tries = 0; ; tries++) {
    try {
      const answer = await verifyPayment(held.reference);
      if (answer.status === 'paid') {
        return { step: { step: 'paid', ...held, ticketCodes: answer.ticketCodes } };
      }
      if (answer.status === 'refunded') {
        return { step: { step: 'refunded', reason: answer.reason } };
      }
      // The gateway may take a moment to report the charge.
      if (tries >= 10) return { step: { step: 'declined', held } };
    } catch (failure) {
      if (tries >= 3) return { step: { step: 'cancelled', held }, error: failure };
    }
    await sleep(1000);
  }
}
