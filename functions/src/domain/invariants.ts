/**
 * What must hold of money and tickets once everything has settled, whatever failed on the way
 * (issue 26): checked over the whole store and the gateway's records at the end of a fault
 * run or a soak. Pure: app/invariants reads the facts.
 */

export type InvariantFacts = {
  /** Events their organiser or an administrator cancelled. */
  cancelledEvents: ReadonlySet<string>;
  types: { eventId: string; typeId: string; capacity: number }[];
  /** Every stock document: a type's own, or one partition's slice of it. */
  stock: { eventId: string; typeId: string; taken: number }[];
  /** Tickets a type's waiting list keeps out of public sale: pooled or offered. */
  reserved: { eventId: string; typeId: string; tickets: number }[];
  orders: {
    id: string;
    eventId: string;
    requestId?: string;
    status: string;
    /** What the buyer pays, minor units: 0 for a free order, which has no charge. */
    amount: number;
    items: { typeId: string; quantity: number }[];
    ticketCodes?: string[];
    stockReturn?: 'pending' | 'done';
    /** False for an order from before the gateway's records begin (a local fake restarted). */
    gatewayKnows?: boolean;
  }[];
  tickets: { code: string; orderId: string; eventId: string; typeId: string; status?: string }[];
  /** The gateway's record of each order's payment (every order with a price has one). */
  charges: { orderId: string; status: string; amount: number; refunded: number }[];
  /** The orders whose tickets email was sent. */
  ticketsEmailed: ReadonlySet<string>;
  /**
   * The reconciliation of the ledger against the gateway's records over the days the orders
   * span (app/reconciliation), which matches every charge, refund and transfer by reference
   * and every day's totals: the charges it matched (each priced order paid, refunded since or
   * not) and each difference. Absent when the gateway's records could not be listed.
   */
  ledger?: { chargesCompared: number; differences: string[] };
};

export type InvariantResult = { name: string; checked: number; violations: string[] };

/** Orders whose tickets count against stock: held, sold, or refunded but not yet returned. */
const holdsStock = (order: InvariantFacts['orders'][number]) =>
  ['held', 'paid', 'refund_pending'].includes(order.status) ||
  (order.status === 'refunded' && order.stockReturn === 'pending');

const typeKey = (eventId: string, typeId: string) => `${eventId}/${typeId}`;
const isValid = (ticket: { status?: string }) => (ticket.status ?? 'valid') === 'valid';
const quantityOf = (order: InvariantFacts['orders'][number]) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

function tally<T>(items: readonly T[], keyOf: (item: T) => string, amountOf: (item: T) => number) {
  const totals = new Map<string, number>();
  for (const item of items)
    totals.set(keyOf(item), (totals.get(keyOf(item)) ?? 0) + amountOf(item));
  return totals;
}

function check(name: string, subjects: readonly unknown[], violations: string[]): InvariantResult {
  return { name, checked: subjects.length, violations };
}

export function checkInvariants(facts: InvariantFacts): InvariantResult[] {
  const { types, orders, tickets, charges } = facts;
  const validTickets = tickets.filter(isValid);
  const sold = tally(
    validTickets,
    (ticket) => typeKey(ticket.eventId, ticket.typeId),
    () => 1,
  );
  const taken = tally(
    facts.stock,
    (stock) => typeKey(stock.eventId, stock.typeId),
    (s) => s.taken,
  );
  const held = tally(
    facts.reserved,
    (list) => typeKey(list.eventId, list.typeId),
    (l) => l.tickets,
  );
  for (const order of orders.filter(holdsStock)) {
    for (const item of order.items) {
      const key = typeKey(order.eventId, item.typeId);
      held.set(key, (held.get(key) ?? 0) + item.quantity);
    }
  }
  const ordersById = new Map(orders.map((order) => [order.id, order]));
  const ticketsByOrder = new Map<string, InvariantFacts['tickets']>();
  for (const ticket of tickets) {
    ticketsByOrder.set(ticket.orderId, [...(ticketsByOrder.get(ticket.orderId) ?? []), ticket]);
  }
  const paid = orders.filter((order) => order.status === 'paid');
  const refunded = orders.filter((order) => order.status === 'refunded');
  const withRequest = orders.filter((order) => order.requestId !== undefined);
  const requestCounts = tally(
    withRequest,
    (order) => order.requestId ?? '',
    () => 1,
  );
  // A charge paid and then refunded in full reads `reversed`: it was taken all the same.
  const tookMoney = (status: string) => status === 'success' || status === 'reversed';
  const successful = charges.filter((charge) => tookMoney(charge.status));
  const chargesByOrder = new Map(charges.map((charge) => [charge.orderId, charge]));
  const charged = paid.filter((order) => order.amount > 0 && order.gatewayKnows !== false);
  const ofCancelled = orders.filter((order) => facts.cancelledEvents.has(order.eventId));

  return [
    check(
      'tickets sold per type within its capacity',
      types,
      types.flatMap(({ eventId, typeId, capacity }) => {
        const count = sold.get(typeKey(eventId, typeId)) ?? 0;
        return count > capacity
          ? [`${eventId}/${typeId}: ${count} valid tickets, capacity ${capacity}`]
          : [];
      }),
    ),
    check(
      "the allocator's stock equals the holds, tickets and waiting-list reservations it counts",
      types,
      types.flatMap(({ eventId, typeId }) => {
        const key = typeKey(eventId, typeId);
        const stock = taken.get(key) ?? 0;
        const counted = held.get(key) ?? 0;
        return stock === counted
          ? []
          : [`${key}: stock taken ${stock}, orders and waiting list hold ${counted}`];
      }),
    ),
    check(
      "every valid ticket's order is paid",
      validTickets,
      validTickets.flatMap((ticket) => {
        const status = ordersById.get(ticket.orderId)?.status ?? 'missing';
        return status === 'paid'
          ? []
          : [`ticket ${ticket.code}: order ${ticket.orderId} is ${status}`];
      }),
    ),
    check(
      "every refunded order's tickets are void",
      refunded,
      refunded.flatMap((order) =>
        (ticketsByOrder.get(order.id) ?? [])
          .filter(isValid)
          .map((ticket) => `order ${order.id}: ticket ${ticket.code} still valid`),
      ),
    ),
    check(
      'every paid order has all its tickets',
      paid,
      paid.flatMap((order) => {
        const issued = (order.ticketCodes ?? []).filter((code) =>
          (ticketsByOrder.get(order.id) ?? []).some((ticket) => ticket.code === code),
        ).length;
        const wanted = quantityOf(order);
        return issued === wanted
          ? []
          : [`order ${order.id}: ${issued} of ${wanted} tickets issued`];
      }),
    ),
    check(
      'one order per purchase request (nobody charged twice for one request)',
      [...requestCounts.keys()],
      [...requestCounts].flatMap(([requestId, count]) =>
        count > 1 ? [`request ${requestId}: ${count} orders`] : [],
      ),
    ),
    check(
      'every successful charge has its tickets or its refund, not both and not neither',
      successful,
      successful.flatMap((charge) => {
        const order = ordersById.get(charge.orderId);
        const fullyRefunded = charge.refunded >= charge.amount;
        if (order?.status === 'paid' && charge.refunded === 0) return [];
        if (order?.status !== 'paid' && fullyRefunded) return [];
        const state = order ? order.status : 'no order';
        return [
          `charge ${charge.orderId}: ${state}, refunded ${charge.refunded} of ${charge.amount}`,
        ];
      }),
    ),
    check(
      "every paid order's payment succeeded at the gateway",
      charged,
      charged.flatMap((order) => {
        const status = chargesByOrder.get(order.id)?.status ?? 'nothing';
        return tookMoney(status) ? [] : [`order ${order.id}: the gateway says ${status}`];
      }),
    ),
    check(
      'every order of a cancelled event refunded (none left paid or half-refunded)',
      ofCancelled,
      ofCancelled.flatMap((order) =>
        order.status === 'paid' || order.status === 'refund_pending'
          ? [`order ${order.id} of cancelled event ${order.eventId}: ${order.status}`]
          : [],
      ),
    ),
    ...(facts.ledger
      ? [
          {
            name: "the ledger adds up to the gateway's records (charges, fees, refunds, transfers by day)",
            checked: facts.ledger.chargesCompared,
            violations: facts.ledger.differences,
          },
        ]
      : []),
    check(
      'the tickets email sent for every paid order',
      paid,
      paid.flatMap((order) =>
        facts.ticketsEmailed.has(order.id) ? [] : [`order ${order.id}: no tickets email`],
      ),
    ),
  ];
}
