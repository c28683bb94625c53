/**
 * Holds that ran out go back to stock in the local stack too: production's `holdExpiry`
 * schedule cannot run in the Functions emulator, so `npm start` calls the emulator-only
 * `POST /api/emulator/holdExpiry` on a timer (on Firestore; the embedded backend also has
 * its own timer), which runs the same allocator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginTransactionResponse } from '../../functions/src/contract/checkout';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { availabilityResponse } from '../../functions/src/contract/tickets';
import { callApi } from '../support/api';
import { signInAnonymously, type TestUser } from '../support/auth-emulator';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { beginTransaction, purchaseRequest } from '../support/checkout-calls';
import { createApprovedEvent } from '../support/events';

let event: EventWithTypes;

beforeAll(async () => {
  const [organiser, admin] = await organiserAndAdmin();
  event = await createApprovedEvent(organiser, admin, {
    name: `Hold expiry ${Date.now()}`,
    description: 'One ticket, held and let go',
    types: [{ name: 'Only', price: 20000, currency: 'ZAR', capacity: 1, maxPerOrder: 1 }],
  });
});
afterAll(closeBackendDocs);

const hold = (buyer: TestUser) =>
  beginTransaction(buyer, purchaseRequest(event, [['Only', 1]], 'holder@example.com'));

const left = async () =>
  availabilityResponse.parse((await callApi(`/api/events/${event.id}/availability`)).body).types[0]!
    .left;

describe('POST /api/emulator/holdExpiry', () => {
  it('returns a hold whose time ran out to stock, so the next buyer gets the ticket', async () => {
    const first = await hold(await signInAnonymously());
    expect(first.status).toBe(200);
    const held = beginTransactionResponse.parse(first.body);
    if (held.status !== 'held') throw new Error(`Expected a hold, got ${held.status}`);
    expect(await left()).toBe(0);
    expect((await hold(await signInAnonymously())).status).toBe(409);

    // Fifteen minutes later, as far as the allocator can tell.
    await backendDocs().update(`orders/${held.reference}`, {
      holdExpiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const sweep = await callApi<{ expired: number }>('/api/emulator/holdExpiry', {
      method: 'POST',
    });
    expect(sweep.status).toBe(200);
    // Another sweep (the embedded backend's own timer) may have got there first.
    expect(sweep.body.expired).toBeGreaterThanOrEqual(0);
    expect((await backendDocs().get(`orders/${held.reference}`)).data?.status).toBe('expired');
    expect(await left()).toBe(1);

    const next = await hold(await signInAnonymously());
    expect(next.status).toBe(200);
    expect(beginTransactionResponse.parse(next.body).status).toBe('held');
  });

  it('is not there for anything but POST', async () => {
    expect((await callApi('/api/emulator/holdExpiry')).status).toBe(404);
  });
});
