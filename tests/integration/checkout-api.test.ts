/**
 * Checkout through the stack's functions (beginTransaction, verifyPayment, paystackWebhook)
 * with the fake Paystack as the gateway: holds, payments, the webhook, and the race for the
 * last ticket, on whichever backend the stack runs.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  beginTransactionResponse,
  verifyPaymentResponse,
  type BeginTransactionRequest,
} from '../../functions/src/contract/checkout';
import { apiErrorBody } from '../../functions/src/contract/errors';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi } from '../support/api';
import { signInAnonymously, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { createApprovedEvent, typeIdOf } from '../support/events';
import { readOutbox } from '../support/outbox';
import { testEnv } from '../support/test-env';
import { waitFor } from '../support/wait-for';

let organiser: TestUser;
let admin: TestUser;
let event: EventWithTypes;

const typeId = (name: string) => typeIdOf(event, name);

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
  event = await createApprovedEvent(organiser, admin, {
    name: `Checkout test ${Date.now()}`,
    description: 'Tickets for the tests',
    types: [
      { name: 'Solo', price: 20000, currency: 'ZAR', capacity: 1, maxPerOrder: 1 },
      { name: 'General', price: 15000, currency: 'ZAR', capacity: 20, maxPerOrder: 4 },
      { name: 'Free', price: 0, currency: 'ZAR', capacity: 10, maxPerOrder: 2 },
      { name: 'Dollars', price: 1000, currency: 'USD', capacity: 10, maxPerOrder: 2 },
    ],
  });
});

function purchase(items: Array<[string, number]>, email = 'buyer@example.com') {
  const request: BeginTransactionRequest = {
    eventId: event.id,
    email,
    items: items.map(([name, quantity]) => ({ typeId: typeId(name), quantity })),
    requestKey: randomUUID(),
  };
  return request;
}

async function begin(buyer: TestUser, request: BeginTransactionRequest) {
  return callApi('/api/beginTransaction', { token: buyer.idToken, json: request });
}

async function verify(buyer: TestUser, reference: string) {
  return callApi('/api/verifyPayment', { token: buyer.idToken, json: { reference } });
}

const fieldsOf = (body: unknown) => apiErrorBody.parse(body).error.fields ?? {};

describe('beginTransaction', () => {
  it('limits one buyer to 20 purchase attempts in 10 minutes: 429 with Retry-After', async () => {
    const roomy = await createApprovedEvent(organiser, admin, {
      name: `Rate limit test ${Date.now()}`,
      description: 'Plenty of tickets',
      types: [{ name: 'Roomy', price: 0, currency: 'ZAR', capacity: 100, maxPerOrder: 1 }],
    });
    const buyer = await signInAnonymously();
    const attempt = (requestKey: string) =>
      callApi('/api/beginTransaction', {
        token: buyer.idToken,
        json: {
          eventId: roomy.id,
          email: 'eager@example.com',
          items: [{ typeId: typeIdOf(roomy, 'Roomy'), quantity: 1 }],
          requestKey,
        },
      });
    for (let i = 0; i < 20; i++)
      expect((await attempt(`attempt-${String(i).padStart(3, '0')}`)).status).toBe(200);
    // A second press of an attempt is the same purchase, not a new one.
    expect((await attempt('attempt-000')).status).toBe(200);
    const refused = await attempt('attempt-020');
    expect(refused.status).toBe(429);
    expect(apiErrorBody.parse(refused.body).error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another buyer is not held back by this one.
    const other = await signInAnonymously();
    const theirs = await callApi('/api/beginTransaction', {
      token: other.idToken,
      json: {
        eventId: roomy.id,
        email: 'other@example.com',
        items: [{ typeId: typeIdOf(roomy, 'Roomy'), quantity: 1 }],
        requestKey: 'first-attempt',
      },
    });
    expect(theirs.status).toBe(200);
  });

  it('refuses bad input with the field and why, and unknown or unapproved events', async () => {
    const buyer = await signInAnonymously();
    const good = purchase([['General', 1]]);
    expect((await callApi('/api/beginTransaction', { json: good })).status).toBe(401);
    const cases: Array<[BeginTransactionRequest, string, string]> = [
      [{ ...good, email: '' }, 'email', 'no email'],
      [{ ...good, email: 'not-an-email' }, 'email', 'Enter a valid email address'],
      [{ ...good, items: [] }, 'items', 'Choose at least one ticket'],
      [purchase([['General', 5]]), 'items.0.quantity', 'At most 4 per order'],
      [
        { ...good, items: [{ typeId: 'nope', quantity: 1 }] },
        'items.0.typeId',
        'This ticket type does not exist',
      ],
      [
        purchase([
          ['General', 1],
          ['Dollars', 1],
        ]),
        'items',
        'Tickets of one order must share a currency',
      ],
    ];
    for (const [request, field, message] of cases) {
      const answer = await begin(buyer, request);
      expect(answer.status, field).toBe(400);
      expect(fieldsOf(answer.body)[field]).toBe(message);
    }
    const draft = await callApi('/api/events', {
      token: organiser.idToken,
      json: { name: 'Not approved yet', types: [] },
    });
    const unapproved = await begin(buyer, { ...good, eventId: (draft.body as { id: string }).id });
    expect(unapproved.status).toBe(404);
  });

  it('refuses events priced in a currency Paystack cannot charge, free tickets excepted', async () => {
    const answer = await callApi('/api/events', {
      token: organiser.idToken,
      json: {
        name: 'Euro night',
        types: [
          { name: 'Paid', price: 2000, currency: 'EUR', capacity: 10, maxPerOrder: 2 },
          { name: 'Free', price: 0, currency: 'EUR', capacity: 10, maxPerOrder: 2 },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual({
      'types.0.currency': 'Payments in EUR are not available: use ZAR or USD',
    });
  });

  it('holds tickets and starts the payment once, however often the buyer presses', async () => {
    const buyer = await signInAnonymously();
    const request = purchase([['General', 2]]);
    const first = beginTransactionResponse.parse((await begin(buyer, request)).body);
    const second = beginTransactionResponse.parse((await begin(buyer, request)).body);
    expect(first).toMatchObject({ status: 'held', amount: 30000, currency: 'ZAR' });
    expect(second).toEqual(first);
    if (first.status !== 'held') throw new Error('not held');
    expect(Date.parse(first.holdExpiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(first.authorizationUrl).toBe(`${testEnv.paystackUrl}/checkout/${first.accessCode}`);
    const unpaid = verifyPaymentResponse.parse((await verify(buyer, first.reference)).body);
    expect(unpaid).toEqual({
      status: 'unpaid',
      reference: first.reference,
      paymentStatus: 'abandoned',
    });
  });

  it('completes a free order at once', async () => {
    const buyer = await signInAnonymously();
    const answer = beginTransactionResponse.parse(
      (await begin(buyer, purchase([['Free', 2]]))).body,
    );
    expect(answer).toMatchObject({ status: 'paid', amount: 0 });
    if (answer.status !== 'paid') throw new Error('not paid');
    expect(answer.ticketCodes).toHaveLength(2);
    const confirmed = await verify(buyer, answer.reference);
    expect(confirmed.status).toBe(404); // nothing was paid through the gateway
  });

  it('gives the last ticket to exactly one of eight buyers at once; the others hear sold out', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signInAnonymously()));
    const answers = await Promise.all(buyers.map((buyer) => begin(buyer, purchase([['Solo', 1]]))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(apiErrorBody.parse(refused.body).error).toMatchObject({
        code: 'sold_out',
        message: 'Solo is sold out',
        details: { typeId: typeId('Solo'), left: 0 },
      });
    }
  }, 60_000);
});

describe('payments', () => {
  async function heldOrder(buyer: TestUser, email?: string) {
    const answer = beginTransactionResponse.parse(
      (await begin(buyer, purchase([['General', 1]], email))).body,
    );
    if (answer.status !== 'held') throw new Error(`not held: ${answer.status}`);
    return answer;
  }

  it('fulfils a paid order once, by the webhook or verifyPayment, whichever comes first', async () => {
    const buyer = await signInAnonymously();
    const email = uniqueEmail('buyer');
    const held = await heldOrder(buyer, email);
    const paid = await fetch(`${held.authorizationUrl}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    // The fake posts the signed webhook; the order is then paid without the page asking.
    let codes: string[] = [];
    await waitFor(async () => {
      const answer = verifyPaymentResponse.parse((await verify(buyer, held.reference)).body);
      if (answer.status === 'paid') codes = answer.ticketCodes;
      return answer.status === 'paid';
    });
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = verifyPaymentResponse.parse((await verify(buyer, held.reference)).body);
    expect(again).toEqual({ status: 'paid', reference: held.reference, ticketCodes: codes });
    const stranger = await signInAnonymously();
    expect((await verify(stranger, held.reference)).status).toBe(404);

    const mails = (await readOutbox()).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your tickets for ${event.name}`);
    expect(mails[0]!.text).toContain(`/tickets/${codes[0]}`);
  });

  it('refuses a forged webhook, and fulfils a genuine one replayed ten times once', async () => {
    const buyer = await signInAnonymously();
    const held = await heldOrder(buyer);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: held.reference, status: 'success', amount: 15000, currency: 'ZAR' },
    });
    const post = (signature: string) =>
      callApi('/api/paystack/webhook', {
        rawBody: body,
        headers: { 'x-paystack-signature': signature },
      });
    const paidTickets = async () => {
      const answer = verifyPaymentResponse.parse((await verify(buyer, held.reference)).body);
      return answer.status === 'paid' ? answer.ticketCodes : answer.status;
    };

    const forged = createHmac('sha512', 'sk_test_wrong').update(body).digest('hex');
    expect((await post(forged)).status).toBe(401);
    expect((await post('')).status).toBe(401);
    expect(await paidTickets()).toBe('unpaid');

    // Paid at the fake; its own webhook and our ten replays race to fulfil.
    await fetch(`${held.authorizationUrl}/pay`, { method: 'POST' });
    const genuine = createHmac('sha512', testEnv.paystackSecret).update(body).digest('hex');
    const replies = await Promise.all(Array.from({ length: 10 }, () => post(genuine)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    const codes = await paidTickets();
    expect(codes).toHaveLength(1);
    expect(await paidTickets()).toEqual(codes);
  }, 60_000);
});

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
