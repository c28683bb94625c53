import { collections, paths } from '../../paths';
import { deleteField, type Query } from '../../ports/doc-store';
import { PaymentNotFoundError } from '../../ports/payment-gateway';
import type { Services } from '../common/services';
import type { OrderRecord } from '../checkout/checkout-records';
import { confirmPayment } from './confirm-payment';

/**
 * How long after a hold lapses its payment is asked about: time enough for the gateway's own
 * word (a webhook, retried for hours, or the buyer's page) to have come first in nearly
 * every case, so the sweep asks about few orders.
 */
export const lapsedPaymentCheckDelayMs = 10 * 60_000;

export const lapsedPaymentCheckAt = (expiredAt: string) =>
  new Date(Date.parse(expiredAt) + lapsedPaymentCheckDelayMs).toISOString();

const dueChecks = (now: string, limit: number): Query => ({
  collection: collections.orders,
  where: [{ field: 'paymentCheckDue', op: '<=', value: now }],
  orderBy: [{ field: 'paymentCheckDue', direction: 'asc' }],
  limit,
});

export type LapsedPaymentsSweep = {
  /** Orders asked about. */
  checked: number;
  /** Of them, payments that had gone through unheard: now fulfilled, or refunded. */
  found: number;
  /** Asked about and failed (the gateway down): left for the next sweep, and why. */
  failures: { orderId: string; message: string }[];
};

/**
 * Asks the gateway about the payment of each hold that lapsed unpaid as far as we heard
 * (`paymentCheckDue`). A payment that went through while its webhook was lost and the buyer's
 * page never asked is confirmed as a late payment is: the tickets if the allocator still has
 * them, else a refund in full. Run by a schedule (production) and a timer (embedded backend).
 */
export async function checkLapsedPayments(
  services: Pick<Services, 'docs' | 'clock' | 'payments' | 'mailer' | 'publicBaseUrl'>,
  { limit = 25 }: { limit?: number } = {},
): Promise<LapsedPaymentsSweep> {
  const { docs, clock, payments } = services;
  const orders = await docs.query<OrderRecord>(dueChecks(clock.now().toISOString(), limit));
  const sweep: LapsedPaymentsSweep = { checked: 0, found: 0, failures: [] };
  for (const { id } of orders) {
    try {
      const status = await payments.verify(id).then(
        (payment) => payment.status,
        (error: unknown) => {
          if (error instanceof PaymentNotFoundError) return 'not started';
          throw error;
        },
      );
      if (status === 'success') {
        await confirmPayment(services, id);
        sweep.found += 1;
      }
      // Pending (the gateway still deciding): asked about again at the next sweep.
      if (status !== 'pending') {
        await docs.update(paths.order(id), { paymentCheckDue: deleteField });
      }
      sweep.checked += 1;
    } catch (error) {
      sweep.failures.push({ orderId: id, message: (error as Error).message });
    }
  }
  return sweep;
}
