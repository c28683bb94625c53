/**
 * The organiser's orders list through the stack's `api` function, after real purchases (free
 * orders, and a paid one through the fake Paystack), on whichever backend the stack runs:
 * newest first, with figures, filters and search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersResponse, type OrderRow } from '../../functions/src/contract/orders';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { allPages } from '../support/all-pages';
import type { TestUser } from '../support/auth-emulator';
import { closeBackendDocs } from '../support/backend-docs';
import { buyers, formulaEmail, sellDoorListTickets } from '../support/door-lists-sales';

let organiser: TestUser;
let event: EventWithTypes;
let paidReference: string;

beforeAll(async () => {
  ({ organiser, event, paidReference } = await sellDoorListTickets());
}, 120_000);
afterAll(closeBackendDocs);

async function allOrders(query: Record<string, string> = {}): Promise<OrderRow[]> {
  return allPages(organiser, `/api/events/${event.id}/orders`, { limit: '4', ...query }, (body) => {
    const { orders, nextCursor } = ordersResponse.parse(body);
    return { rows: orders, nextCursor };
  });
}

describe('the orders list', () => {
  it('lists every order newest first, with its figures', async () => {
    const orders = await allOrders();
    expect(orders.map((each) => each.email)).toEqual([
      buyers[0],
      formulaEmail,
      ...[...buyers].reverse(),
    ]);
    expect(orders[0]).toMatchObject({
      reference: paidReference,
      quantity: 2,
      amount: 30100,
      currency: 'ZAR',
      status: 'paid',
    });
    expect(orders[0]?.paidAt).toBeDefined();
  });

  it('filters by status and finds by the start of an email or reference', async () => {
    expect((await allOrders({ status: 'paid' })).length).toBe(9);
    expect(await allOrders({ status: 'refunded' })).toEqual([]);
    expect((await allOrders({ q: buyers[0]!.slice(0, 9) })).map((each) => each.reference)).toEqual([
      paidReference,
      expect.any(String),
    ]);
    expect(
      (await allOrders({ q: paidReference.toLowerCase() })).map((each) => each.reference),
    ).toEqual([paidReference]);
  });
});
