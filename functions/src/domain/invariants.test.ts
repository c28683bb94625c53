import { describe, expect, it } from 'vitest';
import { checkInvariants, type InvariantFacts } from './invariants';

/**
 * One event: General, capacity 3, with a paid order of 2 (one ticket since transferred: void,
 * its replacement valid), a held order of 1, a refunded order whose stock is back and a lapsed
 * hold whose late payment was refunded; Crew, capacity 1, sold by a free order. A second event
 * was cancelled, its one (free) order refunded.
 */
function settledFacts(): InvariantFacts {
  return {
    cancelledEvents: new Set(['e2']),
    types: [
      { eventId: 'e1', typeId: 'gen', capacity: 3 },
      { eventId: 'e1', typeId: 'crew', capacity: 2 },
    ],
    stock: [
      { eventId: 'e1', typeId: 'gen', taken: 1 },
      // A partitioned type's slices add up.
      { eventId: 'e1', typeId: 'gen', taken: 2 },
      { eventId: 'e1', typeId: 'crew', taken: 2 },
    ],
    // A Crew ticket came back and waits in the waiting list's pool.
    reserved: [{ eventId: 'e1', typeId: 'crew', tickets: 1 }],
    orders: [
      order('paid', 'paid', 30000, 2, ['t1', 't2']),
      order('held', 'held', 15000, 1),
      { ...order('refunded', 'refunded', 15000, 1, ['t3']), stockReturn: 'done' },
      order('expired', 'expired', 15000, 1),
      { ...order('free', 'paid', 0, 1, ['t5']), items: [{ typeId: 'crew', quantity: 1 }] },
      { ...order('cancelled', 'refunded', 0, 1), eventId: 'e2' },
    ],
    tickets: [
      ticket('t1', 'paid'),
      { ...ticket('t2', 'paid'), status: 'void' },
      ticket('t2b', 'paid'),
      { ...ticket('t3', 'refunded'), status: 'void' },
      { ...ticket('t5', 'free'), typeId: 'crew' },
    ],
    charges: [
      { orderId: 'paid', status: 'success', amount: 30000, refunded: 0 },
      { orderId: 'held', status: 'abandoned', amount: 15000, refunded: 0 },
      { orderId: 'refunded', status: 'success', amount: 15000, refunded: 15000 },
      // A late payment for a lapsed hold, refunded.
      { orderId: 'expired', status: 'success', amount: 15000, refunded: 15000 },
    ],
    ticketsEmailed: new Set(['paid', 'free']),
  };
}

function order(id: string, status: string, amount: number, quantity: number, codes?: string[]) {
  return {
    id,
    eventId: 'e1',
    requestId: `r-${id}`,
    status,
    amount,
    items: [{ typeId: 'gen', quantity }],
    ...(codes ? { ticketCodes: codes } : {}),
  };
}

function ticket(code: string, orderId: string) {
  return { code, orderId, eventId: 'e1', typeId: 'gen' };
}

const violated = (facts: InvariantFacts) =>
  checkInvariants(facts)
    .filter((result) => result.violations.length > 0)
    .map((result) => [result.name, result.violations]);

describe('the invariants of money and tickets', () => {
  it('hold of a settled store, each checked over what it is about', () => {
    const results = checkInvariants(settledFacts());
    expect(results.every((result) => result.violations.length === 0)).toBe(true);
    expect(Object.fromEntries(results.map((result) => [result.name, result.checked]))).toEqual({
      'tickets sold per type within its capacity': 2,
      "the allocator's stock equals the holds, tickets and waiting-list reservations it counts": 2,
      "every valid ticket's order is paid": 3,
      "every refunded order's tickets are void": 2,
      'every paid order has all its tickets': 2,
      'one order per purchase request (nobody charged twice for one request)': 6,
      'every successful charge has its tickets or its refund, not both and not neither': 3,
      "every paid order's payment succeeded at the gateway": 1,
      'every order of a cancelled event refunded (none left paid or half-refunded)': 1,
      'the tickets email sent for every paid order': 2,
    });
  });

  it('find an oversold type and stock that does not match its orders', () => {
    const facts = settledFacts();
    facts.tickets.push(ticket('t9', 'paid'), ticket('t10', 'paid'));
    facts.stock[0]!.taken = 2;
    expect(violated(facts)).toEqual([
      ['tickets sold per type within its capacity', ['e1/gen: 4 valid tickets, capacity 3']],
      [
        "the allocator's stock equals the holds, tickets and waiting-list reservations it counts",
        ['e1/gen: stock taken 4, orders and waiting list hold 3'],
      ],
    ]);
  });

  it('find a refund that left a ticket valid, and a charge with neither tickets nor refund', () => {
    const facts = settledFacts();
    facts.tickets[3]!.status = 'valid';
    facts.charges[3]!.refunded = 0;
    expect(violated(facts)).toEqual([
      ["every valid ticket's order is paid", ['ticket t3: order refunded is refunded']],
      ["every refunded order's tickets are void", ['order refunded: ticket t3 still valid']],
      [
        'every successful charge has its tickets or its refund, not both and not neither',
        ['charge expired: expired, refunded 0 of 15000'],
      ],
    ]);
  });

  it('find a paid order refunded at the gateway, missing tickets, a second order for one request, no email', () => {
    const facts = settledFacts();
    facts.charges[0]!.refunded = 30000;
    facts.orders[0]!.ticketCodes = ['t1'];
    facts.orders.push({ ...order('again', 'expired', 15000, 1), requestId: 'r-held' });
    facts.ticketsEmailed = new Set(['free']);
    expect(violated(facts)).toEqual([
      ['every paid order has all its tickets', ['order paid: 1 of 2 tickets issued']],
      [
        'one order per purchase request (nobody charged twice for one request)',
        ['request r-held: 2 orders'],
      ],
      [
        'every successful charge has its tickets or its refund, not both and not neither',
        ['charge paid: paid, refunded 30000 of 30000'],
      ],
      ['the tickets email sent for every paid order', ['order paid: no tickets email']],
    ]);
  });

  it('find a paid order whose payment the gateway never took', () => {
    const facts = settledFacts();
    facts.charges[0]!.status = 'abandoned';
    expect(violated(facts)).toEqual([
      [
        "every paid order's payment succeeded at the gateway",
        ['order paid: the gateway says abandoned'],
      ],
    ]);
  });

  it('find a cancelled event whose order was left half-refunded', () => {
    const facts = settledFacts();
    facts.orders[5]!.status = 'refund_pending';
    expect(violated(facts)).toEqual([
      [
        'every order of a cancelled event refunded (none left paid or half-refunded)',
        ['order cancelled of cancelled event e2: refund_pending'],
      ],
    ]);
  });

  it('find the ledger disagreeing with the gateway, when the reconciliation was read', () => {
    const facts = settledFacts();
    facts.ledger = { chargesCompared: 3, differences: ['amount_mismatch paid on 2026-11-26'] };
    const results = checkInvariants(facts);
    expect(results.find((result) => result.name.startsWith('the ledger'))).toEqual({
      name: "the ledger adds up to the gateway's records (charges, fees, refunds, transfers by day)",
      checked: 3,
      violations: ['amount_mismatch paid on 2026-11-26'],
    });
  });
});
