/** An order as the sales figures need it. */
export type TalliedOrder = {
  status: 'held' | 'paid' | 'expired' | 'refund_pending' | 'refunded';
  /** `discount`: what a promo code took off the item's tickets in all. */
  items: ReadonlyArray<{ typeId: string; quantity: number; unitPrice: number; discount?: number }>;
};

export type TypeTally = {
  /** Tickets of paid orders. */
  sold: number;
  /** Tickets of orders still waiting for their payment. */
  held: number;
  /** Integer minor units, from paid orders at the price each was sold for (after any code). */
  revenue: number;
};

export const emptyTally: Readonly<TypeTally> = { sold: 0, held: 0, revenue: 0 };

/**
 * Sales per ticket type; expired and refunded orders count for nothing (their tickets went
 * back), an order being refunded still counts as sold until the gateway has refunded it.
 */
export function tallySales(orders: Iterable<TalliedOrder>): Map<string, TypeTally> {
  const tallies = new Map<string, TypeTally>();
  for (const order of orders) {
    if (order.status === 'expired' || order.status === 'refunded') continue;
    for (const item of order.items) {
      const tally = tallies.get(item.typeId) ?? { ...emptyTally };
      if (order.status === 'paid' || order.status === 'refund_pending') {
        tally.sold += item.quantity;
        tally.revenue += item.quantity * item.unitPrice - (item.discount ?? 0);
      } else {
        tally.held += item.quantity;
      }
      tallies.set(item.typeId, tally);
    }
  }
  return tallies;
}
