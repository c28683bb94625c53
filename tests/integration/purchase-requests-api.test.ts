/**
 * Purchase requests asked again through the stack's `api` function, as the event page asks
 * while the allocator decides: the same hold, the same refusal, or the buyer's place in the
 * queue, on whichever backend the stack runs.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginTransactionResponse } from '../../functions/src/contract/checkout';
import type { CreateEventRequest, EventWithTypes } from '../../functions/src/contract/events';
import { purchaseRequestResponse } from '../../functions/src/contract/tickets';
import { callApi } from '../support/api';
import { errorOfAnswer as errorOf } from '../support/api-errors';
import { signInAnonymously, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { beginPurchaseRequest as begin } from '../support/checkout-calls';
import { createApprovedEvent as approvedEventOf, typeIdOf } from '../support/events';
import { waitFor } from '../support/wait-for';

let organiser: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
});
afterAll(closeBackendDocs);

const createApprovedEvent = (event: CreateEventRequest) => approvedEventOf(organiser, admin, event);

describe('purchase requests asked again', () => {
  let event: EventWithTypes;
  let buyer: TestUser;
  let queuedRequestId: string;

  beforeAll(async () => {
    event = await createApprovedEvent({
      name: `Queue test ${Date.now()}`,
      types: [{ name: 'VIP', price: 45000, currency: 'ZAR', capacity: 2, maxPerOrder: 2 }],
    });
    buyer = await signInAnonymously();
    // Nothing stays pending for long, so the test writes a request beside the functions and
    // later sets it back to pending: updates do not wake the allocator (creations do), and
    // its event does not exist, so an allocator run meanwhile would only refuse it again.
    queuedRequestId = `${buyer.uid}_${randomUUID()}`;
    await backendDocs().create(`purchaseRequests/${queuedRequestId}`, {
      eventId: 'no-such-event',
      uid: buyer.uid,
      email: 'queued@example.com',
      items: [{ typeId: 'none', quantity: 1 }],
      createdAt: new Date().toISOString(),
      status: 'refused',
      refusal: { code: 'event_unavailable' },
    });
  });

  const ask = (requestId: string, user?: TestUser) =>
    callApi(`/api/purchaseRequests/${requestId}`, user ? { token: user.idToken } : {});

  it('answers the buyer as beginTransaction did: the same hold and payment', async () => {
    const { answer, requestId } = await begin(buyer, event, [['VIP', 1]], uniqueEmail('buyer'));
    const begun = beginTransactionResponse.parse(answer.body);
    expect(begun.status).toBe('held');
    const again = await ask(requestId, buyer);
    expect(again.status).toBe(200);
    expect(purchaseRequestResponse.parse(again.body)).toEqual(begun);

    expect((await ask(requestId, await signInAnonymously())).status).toBe(404);
    expect((await ask(requestId)).status).toBe(401);
  });

  it('repeats a refusal as its 409', async () => {
    // One left: the page's check lets two through, the allocator refuses them.
    const { answer, requestId } = await begin(buyer, event, [['VIP', 2]], uniqueEmail('buyer'));
    expect(answer.status).toBe(409);
    const again = await ask(requestId, buyer);
    expect(again.status).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'not_enough',
      message: 'Only 1 left of VIP',
      details: { typeId: typeIdOf(event, 'VIP'), left: 1 },
    });
  });

  it('says queued while the allocator has not answered', async () => {
    const path = `purchaseRequests/${queuedRequestId}`;
    try {
      // The allocator's run for the creation may still take it back once: ask until it stays.
      await waitFor(async () => {
        await backendDocs().update(path, { status: 'pending' });
        const answer = await ask(queuedRequestId, buyer);
        if (answer.status !== 202) return false;
        expect(purchaseRequestResponse.parse(answer.body)).toEqual({
          status: 'queued',
          requestId: queuedRequestId,
          position: 1,
        });
        return true;
      });
    } finally {
      await backendDocs().delete(path);
    }
  });

  it('tells each queued buyer their place: the requests still pending that came first', async () => {
    const second = await signInAnonymously();
    const first = `${buyer.uid}_${randomUUID()}`;
    const later = `${second.uid}_${randomUUID()}`;
    const createdAt = Date.now();
    const write = (id: string, uid: string, offsetMs: number) =>
      backendDocs().create(`purchaseRequests/${id}`, {
        eventId: 'no-such-event',
        uid,
        email: 'queued@example.com',
        items: [{ typeId: 'none', quantity: 1 }],
        createdAt: new Date(createdAt - 60_000 + offsetMs).toISOString(),
        status: 'refused',
        refusal: { code: 'event_unavailable' },
      });
    await Promise.all([write(first, buyer.uid, 0), write(later, second.uid, 5)]);
    const positionOf = async (id: string, user: TestUser) => {
      const answer = await ask(id, user);
      if (answer.status !== 202) return undefined;
      const body = purchaseRequestResponse.parse(answer.body);
      return body.status === 'queued' ? body.position : undefined;
    };
    const bothStillPending = async () => {
      const docs = await Promise.all(
        [first, later].map((id) => backendDocs().get<{ status: string }>(`purchaseRequests/${id}`)),
      );
      return docs.every((doc) => doc.data?.status === 'pending');
    };
    try {
      // As above: an allocator run may refuse them again meanwhile, so ask until both stay.
      await waitFor(async () => {
        await Promise.all([
          backendDocs().update(`purchaseRequests/${first}`, { status: 'pending' }),
          backendDocs().update(`purchaseRequests/${later}`, { status: 'pending' }),
        ]);
        const [one, two] = await Promise.all([positionOf(first, buyer), positionOf(later, second)]);
        if (one === undefined || two === undefined) return false;
        // A run that refused the first between the two answers leaves the second first in line.
        if (!(await bothStillPending())) return false;
        expect([one, two]).toEqual([1, 2]);
        return true;
      });
      // The first one answered: the second moves up.
      await backendDocs().update(`purchaseRequests/${first}`, { status: 'refused' });
      await waitFor(async () => {
        await backendDocs().update(`purchaseRequests/${later}`, { status: 'pending' });
        const position = await positionOf(later, second);
        if (position === undefined) return false;
        expect(position).toBe(1);
        return true;
      });
    } finally {
      await Promise.all([
        backendDocs().delete(`purchaseRequests/${first}`),
        backendDocs().delete(`purchaseRequests/${later}`),
      ]);
    }
  });

  it('refuses a malformed id and does not know an unknown one', async () => {
    const bad = await ask('not%20an%20id', buyer);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ requestId: 'Not a purchase request id' });
    expect((await ask(`${buyer.uid}_${randomUUID()}`, buyer)).status).toBe(404);
  });
});
