import { maxReconciliationDays } from '../../contract/reconciliation';
import type { OrderRecord } from '../checkout/checkout-records';
import type { Services } from '../common/services';
import { reconcile } from '../reconciliation/reconcile';

const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The ledger against the gateway's records (the administrators' reconciliation) over the
 * days `orders` were made, paid and refunded in: the last 31 of them at most, which a local
 * run never exceeds. Each difference in words, with its reference.
 */
export async function ledgerAgainstGateway(
  services: Pick<Services, 'docs' | 'payouts'>,
  orders: readonly OrderRecord[],
): Promise<{ chargesCompared: number; differences: string[] }> {
  const days = orders
    .flatMap((order) => [order.createdAt, order.paidAt, order.refundedAt])
    .filter((time): time is string => typeof time === 'string')
    .map(dayOf)
    .sort();
  if (days.length === 0) return { chargesCompared: 0, differences: [] };
  const to = days[days.length - 1]!;
  const earliest = dayOf(
    new Date(Date.parse(to) - (maxReconciliationDays - 1) * dayMs).toISOString(),
  );
  const from = days[0]! > earliest ? days[0]! : earliest;
  const report = await reconcile({ services, from, to });
  return {
    // Each paid one's charge is matched by its reference (a refund's with it).
    chargesCompared: orders.filter((order) => order.amount > 0 && order.paidAt).length,
    differences: report.differences.map(
      (difference) =>
        `${difference.kind} ${difference.reference} on ${difference.day}: ledger ${difference.ledger ?? '-'}, gateway ${difference.gateway ?? '-'} (${difference.detail})`,
    ),
  };
}
