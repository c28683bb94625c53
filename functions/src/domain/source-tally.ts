import type { TalliedOrder } from './sales-tally';

/** An order as the sales by source need it. */
export type SourcedOrder = TalliedOrder & { currency: string; source?: string | undefined };

/** What one source sold: `source` null for orders that came with none (Direct). */
export type SourceTally = {
  source: string | null;
  /** Paid orders (an order being refunded still counts, as in the sales figures). */
  orders: number;
  tickets: number;
  /** What the tickets sold for after any code, in minor units, per currency in first-sale order. */
  revenue: Array<{ currency: string; amount: number }>;
};

const isSold = (order: TalliedOrder) =>
  order.status === 'paid' || order.status === 'refund_pending';

/**
 * The paid orders, tickets and revenue per source: most tickets first, then by name, with
 * Direct after the named sources it ties with. Sources that sold nothing are not listed.
 */
export function tallySources(orders: Iterable<SourcedOrder>): SourceTally[] {
  const tallies = new Map<string | null, SourceTally>();
  for (const order of orders) {
    if (!isSold(order)) continue;
    const source = order.source ?? null;
    const tally = tallies.get(source) ?? { source, orders: 0, tickets: 0, revenue: [] };
    tally.orders += 1;
    let revenue = tally.revenue.find((entry) => entry.currency === order.currency);
    if (!revenue) {
      revenue = { currency: order.currency, amount: 0 };
      tally.revenue.push(revenue);
    }
    for (const item of order.items) {
      tally.tickets += item.quantity;
      revenue.amount += item.quantity * item.unitPrice - (item.discount ?? 0);
    }
    tallies.set(source, tally);
  }
  return [...tallies.values()].sort(
    (a, b) =>
      b.tickets - a.tickets ||
      Number(a.source === null) - Number(b.source === null) ||
      (a.source ?? '').localeCompare(b.source ?? ''),
  );
}
