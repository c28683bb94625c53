/**
 * What an organiser may no longer change once tickets of their event are held or sold,
 * after a real hold through beginTransaction, on whichever backend the stack runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { beginTransactionResponse } from '../../functions/src/contract/checkout';
import { apiErrorBody } from '../../functions/src/contract/errors';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi } from '../support/api';
import { fieldsOf } from '../support/api-errors';
import { signInAnonymously, type TestUser } from '../support/auth-emulator';
import { beginTransaction as begin, purchaseRequest } from '../support/checkout-calls';
import { openCheckoutEvent } from '../support/checkout-event';

let organiser: TestUser;
let event: EventWithTypes;

beforeAll(async () => {
  ({ organiser, event } = await openCheckoutEvent());
});

const purchase = (items: Array<[string, number]>, email?: string) =>
  purchaseRequest(event, items, email);

describe("the organiser's edits once tickets are held or sold", () => {
  it('refuses to delete the event, to drop a type with sales, or to cut capacity below them', async () => {
    const buyer = await signInAnonymously();
    const held = beginTransactionResponse.parse(
      (await begin(buyer, purchase([['General', 2]]))).body,
    );
    expect(held.status).toBe('held');

    const deleted = await callApi(`/api/events/${event.id}`, {
      method: 'DELETE',
      token: organiser.idToken,
    });
    expect(deleted.status).toBe(409);
    expect(apiErrorBody.parse(deleted.body).error.message).toMatch(/sold or held/);

    const types = event.types.map(({ id, name, price, currency, capacity, maxPerOrder }) => ({
      id,
      name,
      price,
      currency,
      capacity: name === 'General' ? 1 : capacity,
      maxPerOrder,
    }));
    const update = (json: object) =>
      callApi(`/api/events/${event.id}`, { method: 'PUT', token: organiser.idToken, json });
    const shrunk = await update({ name: event.name, description: event.description, types });
    expect(shrunk.status).toBe(400);
    expect(fieldsOf(shrunk.body)['types.1.capacity']).toMatch(/already sold or held/);

    const dropped = await update({
      name: event.name,
      description: event.description,
      types: types.filter((type) => type.name !== 'General').map((type) => ({ ...type })),
    });
    expect(dropped.status).toBe(400);
    expect(fieldsOf(dropped.body).types).toBe('"General" has sales and cannot be deleted');
  });
});
