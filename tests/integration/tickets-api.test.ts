/**
 * The read side of checkout through the stack's `api` function: tickets by code, my tickets,
 * availability, queued purchase requests and the organiser's sales, after real purchases
 * (beginTransaction, the fake Paystack, verifyPayment) on whichever backend the stack runs.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beginTransactionResponse,
  verifyPaymentResponse,
  type BeginTransactionResponse,
} from '../../functions/src/contract/checkout';
import { apiErrorBody } from '../../functions/src/contract/errors';
import {
  eventWithTypes,
  myEventsResponse,
  type CreateEventRequest,
  type EventWithTypes,
} from '../../functions/src/contract/events';
import {
  availabilityResponse,
  myTicketsResponse,
  purchaseRequestResponse,
  salesResponse,
  ticketView,
} from '../../functions/src/contract/tickets';
import { deleteField } from '../../functions/src/ports/doc-store';
import { callApi, type ApiAnswer } from '../support/api';
import {
  newAdmin,
  signIn,
  signInAnonymously,
  signUp,
  signUpUnverified,
  uniqueEmail,
  type TestUser,
} from '../support/auth-emulator';
import { untilAnswered } from '../support/await-purchase';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import {
  allAdminEvents,
  createApprovedEvent as approvedEventOf,
  createEvent as createEventAs,
  typeIdOf,
} from '../support/events';
import { testEnv } from '../support/test-env';
import { waitFor } from '../support/wait-for';

let organiser: TestUser;
let otherOrganiser: TestUser;
let admin: TestUser;

const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

beforeAll(async () => {
  [organiser, otherOrganiser, admin] = await Promise.all([
    signUp('organiser'),
    signUp('other'),
    newAdmin(),
  ]);
});
afterAll(closeBackendDocs);

const createEvent = (event: CreateEventRequest) => createEventAs(organiser, event);
const createApprovedEvent = (event: CreateEventRequest) => approvedEventOf(organiser, admin, event);

/** beginTransaction for `buyer`; the request id is what a queued answer would carry. */
async function begin(
  buyer: TestUser,
  event: EventWithTypes,
  items: Array<[string, number]>,
  email: string,
) {
  const requestKey = randomUUID();
  const answer = await callApi('/api/beginTransaction', {
    token: buyer.idToken,
    json: {
      eventId: event.id,
      email,
      items: items.map(([name, quantity]) => ({ typeId: typeIdOf(event, name), quantity })),
      requestKey,
    },
  });
  return { answer, requestId: `${buyer.uid}_${requestKey}` };
}

async function hold(
  buyer: TestUser,
  event: EventWithTypes,
  items: Array<[string, number]>,
  email: string,
): Promise<Extract<BeginTransactionResponse, { status: 'held' }>> {
  const { answer } = await begin(buyer, event, items, email);
  // On a busy machine Firestore's allocator may answer after beginTransaction's wait: the
  // page then asks again, and so does this.
  const body = await untilAnswered(buyer, answer.body);
  if (body.status !== 'held') throw new Error(`not held: ${body.status}`);
  return body;
}

/** Pays a held order at the fake Paystack and waits until it is fulfilled. */
async function pay(buyer: TestUser, reference: string, authorizationUrl: string) {
  expect((await fetch(`${authorizationUrl}/pay`, { method: 'POST' })).status).toBe(200);
  let codes: string[] = [];
  await waitFor(async () => {
    const answer = await callApi('/api/verifyPayment', {
      token: buyer.idToken,
      json: { reference },
    });
    const body = verifyPaymentResponse.parse(answer.body);
    if (body.status === 'paid') codes = body.ticketCodes;
    return body.status === 'paid';
  });
  return codes;
}

/** A free order completes at once: the quickest way to own tickets. */
async function takeFree(buyer: TestUser, event: EventWithTypes, email: string, quantity = 1) {
  const { answer } = await begin(buyer, event, [['Free', quantity]], email);
  expect(beginTransactionResponse.parse(answer.body)).toMatchObject({ status: 'paid' });
}

const errorOf = (answer: ApiAnswer) => apiErrorBody.parse(answer.body).error;

/** Marks the account's email verified in the Auth emulator and signs in again for a token that says so. */
async function verifyEmail(user: TestUser): Promise<TestUser> {
  const url = `http://${testEnv.authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/${testEnv.projectId}/accounts:update`;
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: user.uid, emailVerified: true }),
  });
  expect(answer.status).toBe(200);
  return signIn(user.email!, user.password!);
}

describe('availability, sales and tickets after one paid and one held order', () => {
  let event: EventWithTypes;
  let paidReference: string;
  let heldReference: string;
  let ticketCodes: string[];
  const buyerEmail = uniqueEmail('buyer');

  beforeAll(async () => {
    event = await createApprovedEvent({
      name: `Sales test ${Date.now()}`,
      description: 'Sold in the tests',
      startsAt: inDays(10),
      locationText: 'The Old Biscuit Mill',
      types: [
        { name: 'General', price: 15000, currency: 'ZAR', capacity: 10, maxPerOrder: 4 },
        { name: 'VIP', price: 45000, currency: 'ZAR', capacity: 1, maxPerOrder: 1 },
        {
          name: 'Later',
          price: 10000,
          currency: 'ZAR',
          capacity: 5,
          salesStart: inDays(5),
        },
        {
          name: 'Over',
          price: 10000,
          currency: 'ZAR',
          capacity: 5,
          salesStart: inDays(-5),
          salesEnd: inDays(-1),
        },
      ],
    });
  });

  const availability = async (eventId = event.id) => callApi(`/api/events/${eventId}/availability`);

  it('tells what is left and whether each type is on sale, cacheable for a few seconds', async () => {
    const answer = await availability();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=5');
    expect(availabilityResponse.parse(answer.body).types).toEqual([
      { id: typeIdOf(event, 'General'), left: 10, state: 'on_sale' },
      { id: typeIdOf(event, 'VIP'), left: 1, state: 'on_sale' },
      { id: typeIdOf(event, 'Later'), left: 5, state: 'not_yet' },
      { id: typeIdOf(event, 'Over'), left: 5, state: 'ended' },
    ]);
  });

  it('refuses a bad event id, and hides unknown and unapproved events', async () => {
    const bad = await availability('not%20an%20id');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ eventId: 'Not an event id' });
    const unknown = await availability('no-such-event');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    const draft = await createEvent({ name: 'Not approved yet' });
    expect((await availability(draft.id)).status).toBe(404);
  });

  it('drops as tickets are paid for and held', async () => {
    const payer = await signInAnonymously();
    const paid = await hold(payer, event, [['General', 2]], buyerEmail);
    paidReference = paid.reference;
    ticketCodes = await pay(payer, paid.reference, paid.authorizationUrl);
    expect(ticketCodes).toHaveLength(2);
    const holder = await signInAnonymously();
    heldReference = (await hold(holder, event, [['VIP', 1]], uniqueEmail('holder'))).reference;

    const types = availabilityResponse.parse((await availability()).body).types;
    expect(types.slice(0, 2)).toEqual([
      { id: typeIdOf(event, 'General'), left: 8, state: 'on_sale' },
      { id: typeIdOf(event, 'VIP'), left: 0, state: 'sold_out' },
    ]);
  }, 60_000);

  it('shows the organiser what is sold, held and left, the revenue and the orders, newest first', async () => {
    const answer = await callApi(`/api/events/${event.id}/sales`, { token: organiser.idToken });
    expect(answer.status).toBe(200);
    const sales = salesResponse.parse(answer.body);
    const common = { currency: 'ZAR', held: 0, revenue: 0 };
    expect(sales.types).toEqual([
      {
        ...common,
        id: typeIdOf(event, 'General'),
        name: 'General',
        capacity: 10,
        sold: 2,
        left: 8,
        revenue: 30000,
      },
      {
        ...common,
        id: typeIdOf(event, 'VIP'),
        name: 'VIP',
        capacity: 1,
        sold: 0,
        held: 1,
        left: 0,
      },
      { ...common, id: typeIdOf(event, 'Later'), name: 'Later', capacity: 5, sold: 0, left: 5 },
      { ...common, id: typeIdOf(event, 'Over'), name: 'Over', capacity: 5, sold: 0, left: 5 },
    ]);
    expect(sales.orders).toEqual([
      expect.objectContaining({
        reference: heldReference,
        quantity: 1,
        amount: 45000,
        currency: 'ZAR',
        status: 'held',
      }),
      expect.objectContaining({
        reference: paidReference,
        email: buyerEmail,
        quantity: 2,
        amount: 30000,
        status: 'paid',
      }),
    ]);
    expect(sales.orders.some((order) => order.flagged !== undefined)).toBe(false);

    const asAdmin = await callApi(`/api/events/${event.id}/sales`, { token: admin.idToken });
    expect(salesResponse.parse(asAdmin.body)).toEqual(sales);
  });

  it('reports the same sold counts on the event itself', async () => {
    const read = eventWithTypes.parse(
      (await callApi(`/api/events/${event.id}`, { token: organiser.idToken })).body,
    );
    expect(read.types.map((type) => [type.name, type.sold])).toEqual([
      ['General', 2],
      ['VIP', 0],
      ['Later', 0],
      ['Over', 0],
    ]);
    expect(read.ticketsSold).toBe(2);
  });

  it("shows the sold counts in the organiser's events list and the administrators' queue", async () => {
    const mine = async () => {
      const answer = await callApi('/api/events/mine', { token: organiser.idToken });
      expect(answer.status).toBe(200);
      return myEventsResponse.parse(answer.body).events.find((listed) => listed.id === event.id);
    };
    // Held tickets (the VIP) are not sold.
    expect((await mine())?.ticketsSold).toBe(2);

    const queued = (await allAdminEvents(admin)).find((listed) => listed.id === event.id);
    expect(queued?.ticketsSold).toBe(2);
    expect(queued?.types.map((type) => [type.name, type.sold])).toEqual([
      ['General', 2],
      ['VIP', 0],
      ['Later', 0],
      ['Over', 0],
    ]);

    // An event saved before its type ids were kept on it is counted all the same.
    await backendDocs().update(`events/${event.id}`, { typeIds: deleteField });
    expect((await mine())?.ticketsSold).toBe(2);
  });

  it('keeps sales from everyone but the owner and administrators', async () => {
    const sales = (token?: string, eventId = event.id) =>
      callApi(`/api/events/${eventId}/sales`, token ? { token } : {});
    expect((await sales()).status).toBe(401);
    expect((await sales((await signInAnonymously()).idToken)).status).toBe(403);
    expect((await sales(otherOrganiser.idToken)).status).toBe(404);
    expect((await sales(organiser.idToken, 'no-such-event')).status).toBe(404);
    const bad = await sales(organiser.idToken, 'bad%20id');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ eventId: 'Not an event id' });
  });

  it('shows a ticket to whoever has its code, without signing in', async () => {
    const answer = await callApi(`/api/tickets/${ticketCodes[0]}`);
    expect(answer.status).toBe(200);
    expect(ticketView.parse(answer.body)).toEqual({
      code: ticketCodes[0],
      // Signed for its event (the check-in tests verify the signature itself).
      qrPayload: expect.stringMatching(
        new RegExp(`^tp1\\.${event.id}\\.${ticketCodes[0]}\\.[A-Za-z0-9_-]{86}$`),
      ),
      status: 'valid',
      orderReference: paidReference,
      typeName: 'General',
      holderEmail: buyerEmail,
      createdAt: expect.any(String),
      event: {
        id: event.id,
        name: event.name,
        startsAt: event.startsAt,
        locationText: 'The Old Biscuit Mill',
      },
    });
  });

  it('refuses a malformed ticket code and does not know an unknown one', async () => {
    const bad = await callApi('/api/tickets/short');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ code: 'Not a ticket code' });
    const unknown = await callApi(`/api/tickets/${'A'.repeat(22)}`);
    expect(unknown.status).toBe(404);
  });
});

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
    try {
      // As above: an allocator run may refuse them again meanwhile, so ask until both stay.
      await waitFor(async () => {
        await Promise.all([
          backendDocs().update(`purchaseRequests/${first}`, { status: 'pending' }),
          backendDocs().update(`purchaseRequests/${later}`, { status: 'pending' }),
        ]);
        const [one, two] = await Promise.all([positionOf(first, buyer), positionOf(later, second)]);
        if (one === undefined || two === undefined) return false;
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

describe('my tickets', () => {
  const free = [{ name: 'Free', price: 0, currency: 'ZAR' as const, capacity: 20, maxPerOrder: 4 }];
  let soon: EventWithTypes;
  let later: EventWithTypes;
  let undated: EventWithTypes;
  let past: EventWithTypes;

  beforeAll(async () => {
    const stamp = Date.now();
    soon = await createApprovedEvent({ name: `Soon ${stamp}`, startsAt: inDays(2), types: free });
    later = await createApprovedEvent({
      name: `Later ${stamp}`,
      startsAt: inDays(30),
      endsAt: inDays(31),
      types: free,
    });
    undated = await createApprovedEvent({ name: `Undated ${stamp}`, types: free });
    past = await createApprovedEvent({ name: `Past ${stamp}`, startsAt: inDays(-30), types: free });
  });

  const myTickets = async (user: TestUser) => {
    const answer = await callApi('/api/me/tickets', { token: user.idToken });
    expect(answer.status).toBe(200);
    return myTicketsResponse.parse(answer.body).tickets;
  };

  it('needs a session, anonymous or not', async () => {
    expect((await callApi('/api/me/tickets')).status).toBe(401);
    expect(await myTickets(await signInAnonymously())).toEqual([]);
  });

  it('lists an anonymous buyer’s own tickets, upcoming first, then undated, then past', async () => {
    const buyer = await signInAnonymously();
    const email = uniqueEmail('anon');
    // Bought out of order, so the order shown is the server's.
    for (const event of [past, undated, later, soon]) await takeFree(buyer, event, email);
    await takeFree(buyer, later, email, 2);
    const tickets = await myTickets(buyer);
    expect(tickets.map((ticket) => ticket.event.id)).toEqual([
      soon.id,
      later.id,
      later.id,
      later.id,
      undated.id,
      past.id,
    ]);
    expect(tickets.every((ticket) => ticket.holderEmail === email)).toBe(true);
    expect(new Set(tickets.map((ticket) => ticket.code)).size).toBe(tickets.length);
  }, 60_000);

  it('adds tickets bought with a verified email in another session, once each', async () => {
    const fan = await verifyEmail(await signUp('fan'));
    const anonymousSession = await signInAnonymously();
    await takeFree(anonymousSession, past, fan.email!);
    await takeFree(anonymousSession, later, fan.email!);
    // Bought signed in, with the account's own email: found by uid and by email, shown once.
    await takeFree(fan, soon, fan.email!);
    const tickets = await myTickets(fan);
    expect(tickets.map((ticket) => ticket.event.id)).toEqual([soon.id, later.id, past.id]);
    // The anonymous session still sees its own.
    const its = await myTickets(anonymousSession);
    expect(its.map((ticket) => ticket.event.id)).toEqual([later.id, past.id]);
  }, 60_000);

  it('does not add tickets by an email the account has not verified', async () => {
    const unverified = await signUpUnverified('unverified');
    await takeFree(await signInAnonymously(), undated, unverified.email!);
    expect(await myTickets(unverified)).toEqual([]);
  });
});
