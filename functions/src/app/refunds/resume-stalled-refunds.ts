import { collections } from '../../paths';
import type { Query } from '../../ports/doc-store';
import type { OrderRecord } from '../checkout/checkout-records';
import { refundPaidOrder, type RefundServices } from './refund-paid-order';
import { resumeCancellations } from './resume-cancellations';

export type StalledRefundsSweep = {
  /** Refunds finished by this sweep. */
  resumed: number;
  /** Cancellations whose caller stopped before every order was refunded, taken up again. */
  cancellationsResumed: number;
  /** Refunds that failed again (the gateway refused): left for the next sweep, and why. */
  failures: { orderId: string; message: string }[];
};

/** Refunds whose caller stopped holding them: the lease ran out, the order is not refunded. */
const stalledRefunds = (now: string, limit: number): Query => ({
  collection: collections.orders,
  where: [
    { field: 'status', op: '==', value: 'refund_pending' },
    { field: 'refund.leaseUntil', op: '<=', value: now },
  ],
  orderBy: [{ field: 'refund.leaseUntil', direction: 'asc' }],
  limit,
});

/**
 * Finishes refunds left half-way: a caller (the organiser's Refund, a cancellation) took an
 * order's refund and stopped before it was done, a crash or a gateway that refused. Each is
 * taken over through the same exactly-once refund, which first asks the gateway whether the
 * money already went back, with the reason and cause the first caller recorded. Run by a
 * schedule (production), a timer (embedded backend) or the emulator-only route; without it,
 * such an order would stay "Refunding" (the dashboard offers Refund on paid orders only).
 */
export async function resumeStalledRefunds(
  services: RefundServices,
  { limit = 25 }: { limit?: number } = {},
): Promise<StalledRefundsSweep> {
  const now = services.clock.now().toISOString();
  const orders = await services.docs.query<OrderRecord>(stalledRefunds(now, limit));
  const sweep: StalledRefundsSweep = { resumed: 0, cancellationsResumed: 0, failures: [] };
  for (const { id, data } of orders) {
    const cause = {
      voidReason: data.refund?.voidReason ?? 'refunded',
      reason: data.refund?.reason ?? 'The payment was refunded',
      by: data.refund?.by ?? 'system',
    };
    try {
      const outcome = await refundPaidOrder(services, id, cause);
      if (outcome.state === 'refunded') sweep.resumed += 1;
    } catch (error) {
      // The lease it released brings the order back to the next sweep.
      sweep.failures.push({ orderId: id, message: (error as Error).message });
    }
  }
  sweep.cancellationsResumed = await resumeCancellations(services, sweep.failures);
  return sweep;
}
