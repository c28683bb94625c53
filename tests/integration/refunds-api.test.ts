/**
 * Refunds and cancellation through the stack's functions, with the fake Paystack as the
 * gateway, on whichever backend the stack runs: a refund happens once however it is pressed,
 * its tickets are void, its stock comes back for the next buyer, its buyer is emailed once;
 * a cancelled event refunds every paid order, says so to buyers and sells nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord, TicketRecord } from '../../functions/src/app/checkout/checkout-records';
import { verifyPaymentResponse } from '../../functions/src/contract/checkout';
import { cancelEventResponse, refundResponse } from '../../functions/src/contract/refunds';
import { apiErrorBody } from '../../functions/src/contract/errors';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { publicEvent } from '../../functions/src/contract/public';
import { paths } from '../../functions/src/paths';
import { refundsAtFakePaystack } from '../../functions/src/test-support/fake-paystack-refunds';
import { callApi } from '../support/api';
import { signInAnonymously, signUp, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { untilAnswered } from '../support/await-purchase';
import { backendDocs } from '../support/backend-docs';
import { buyPaidOrder } from '../support/buy-tickets';
import { createApprovedEvent, typeIdOf } from '../support/events';
import { readOutbox } from '../support/outbox';
import { testEnv } from '../support/test-env';
import { waitFor } from '../support/wait-for';

let organiser: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
});

async function newEvent(name: string, capacity = 10) {
  return createApprovedEvent(organiser, admin, {
    name: `${name} ${Date.now()}`,
    description: 'Refund tests',
    types: [
      { name: 'General', price: 15000, currency: 'ZAR', capacity, maxPerOrder: 2 },
      { name: 'Free', price: 0, currency: 'ZAR', capacity: 10, maxPerOrder: 2 },
    ],
  });
}

function begin(event: EventWithTypes, buyer: TestUser, email: string, type = 'General') {
  return callApi('/api/beginTransaction', {
    token: buyer.idToken,
    json: {
      eventId: event.id,
      email,
      items: [{ typeId: typeIdOf(event, type), quantity: 1 }],
      requestKey: randomUUID(),
    },
  });
}

/** A buyer who paid at the fake Paystack for one General ticket; once the order is paid. */
const paidOrder = (event: EventWithTypes, email = uniqueEmail('buyer')) =>
  buyPaidOrder(event, 'General', 1, email);

const refund = (reference: string, user: TestUser = organiser) =>
  callApi(`/api/orders/${reference}/refund`, { method: 'POST', token: user.idToken });

const cancel = (eventId: string, reason: string, user: TestUser = organiser) =>
  callApi(`/api/events/${eventId}/cancel`, { token: user.idToken, json: { reason } });

const refundsAtGateway = (reference: string) =>
  refundsAtFakePaystack(
    { paystackUrl: testEnv.paystackUrl, secretKey: testEnv.paystackSecret },
    reference,
  );

const ticket = async (code: string) =>
  (await backendDocs().get<TicketRecord>(paths.ticket(code))).data;

describe('refunding an order', () => {
  it('refunds once when pressed twice at once; tickets void, one email, the ticket back on sale', async () => {
    const event = await newEvent('Refund', 1);
    const paid = await paidOrder(event);
    const presses = await Promise.all([refund(paid.reference), refund(paid.reference)]);
    expect(presses.map((press) => press.status).sort()).toContain(200);
    for (const press of presses) expect([200, 202]).toContain(press.status);
    const done = refundResponse.parse(presses.find((press) => press.status === 200)!.body);
    expect(done.order).toMatchObject({
      reference: paid.reference,
      status: 'refunded',
      amount: 15000,
      email: paid.email,
    });
    expect(await refundsAtGateway(paid.reference)).toHaveLength(1);

    // Pressed again later: the same answer, no second refund.
    const again = await refund(paid.reference);
    expect(again.status).toBe(200);
    expect(refundResponse.parse(again.body).order).toEqual(done.order);
    expect(await refundsAtGateway(paid.reference)).toHaveLength(1);

    expect(await ticket(paid.ticketCodes[0]!)).toMatchObject({
      status: 'void',
      voidReason: 'refunded',
    });
    const mails = (await readOutbox()).filter((mail) => mail.to === paid.email);
    // Firestore's `mail` collection has no order: compare as a set.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Your order for ${event.name} was refunded`,
      `Your tickets for ${event.name}`,
    ]);
    // The buyer's page hears it was refunded.
    const verified = await callApi('/api/verifyPayment', {
      token: paid.buyer.idToken,
      json: { reference: paid.reference },
    });
    expect(verifyPaymentResponse.parse(verified.body).status).toBe('refunded');

    // The only ticket of the type comes back: the next buyer gets it.
    await waitFor(async () => {
      const order = (await backendDocs().get<OrderRecord>(paths.order(paid.reference))).data;
      return order?.stockReturn === 'done';
    });
    const nextBuyer = await signInAnonymously();
    const next = await begin(event, nextBuyer, uniqueEmail('next'));
    expect([200, 202]).toContain(next.status);
    expect((await untilAnswered(nextBuyer, next.body)).status).toBe('held');
  }, 60_000);

  it('refuses an order that was not paid (409), and hides orders from other organisers (404)', async () => {
    const event = await newEvent('Not paid');
    const holder = await signInAnonymously();
    const held = await untilAnswered(
      holder,
      (await begin(event, holder, uniqueEmail('held'))).body,
    );
    const notPaid = await refund(held.status === 'held' ? held.reference : 'x');
    expect(notPaid.status).toBe(409);
    expect(apiErrorBody.parse(notPaid.body).error.message).toMatch(/not paid/);

    const paid = await paidOrder(event);
    const other = await signUp('other-organiser');
    expect((await refund(paid.reference, other)).status).toBe(404);
    expect((await refund('no-such-order')).status).toBe(404);
    expect((await callApi(`/api/orders/${paid.reference}/refund`, { method: 'POST' })).status).toBe(
      401,
    );
    expect(await refundsAtGateway(paid.reference)).toHaveLength(0);
    // An administrator may refund any order.
    expect((await refund(paid.reference, admin)).status).toBe(200);
  }, 60_000);
});

describe('cancelling an event with sales', () => {
  it('refunds every paid order, voids every ticket, emails every holder and stops sales', async () => {
    const event = await newEvent('Cancel');
    const orders = [await paidOrder(event), await paidOrder(event)];
    const freeEmail = uniqueEmail('free');
    const freeBuyer = await signInAnonymously();
    const free = await untilAnswered(
      freeBuyer,
      (await begin(event, freeBuyer, freeEmail, 'Free')).body,
    );
    expect(free.status).toBe('paid');

    const noReason = await cancel(event.id, '  ');
    expect(noReason.status).toBe(400);
    expect(apiErrorBody.parse(noReason.body).error.fields).toEqual({ reason: 'Give a reason' });
    expect((await cancel(event.id, 'Rain', await signUp('stranger'))).status).toBe(404);

    let answer = cancelEventResponse.parse((await cancel(event.id, 'The venue flooded')).body);
    for (let calls = 1; answer.status !== 'cancelled' && calls < 10; calls++) {
      answer = cancelEventResponse.parse((await cancel(event.id, 'The venue flooded')).body);
    }
    expect(answer).toMatchObject({ status: 'cancelled', ordersLeft: 0 });

    for (const order of orders) {
      expect(await refundsAtGateway(order.reference)).toHaveLength(1);
      expect(await ticket(order.ticketCodes[0]!)).toMatchObject({
        status: 'void',
        voidReason: 'cancelled',
      });
    }
    if (free.status === 'paid') {
      expect(await ticket(free.ticketCodes[0]!)).toMatchObject({ voidReason: 'cancelled' });
    }
    const outbox = await readOutbox();
    for (const email of [...orders.map((order) => order.email), freeEmail]) {
      const mails = outbox.filter((mail) => mail.subject === `${event.name} was cancelled`);
      expect(mails.filter((mail) => mail.to === email)).toHaveLength(1);
    }

    const page = publicEvent.parse((await callApi(`/api/events/${event.id}`)).body);
    expect(page).toMatchObject({ cancelledReason: 'The venue flooded', types: [] });
    expect(page.cancelledAt).toBeDefined();
    const preview = await callApi(`/event/${event.id}`);
    expect(preview.body).toContain(`Cancelled: ${event.name}`);
    const refused = await begin(event, await signInAnonymously(), uniqueEmail('late'));
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body).error.message).toBe('This event was cancelled');
    expect((await callApi(`/api/events/${event.id}/availability`)).status).toBe(404);
  }, 90_000);

  it('resumes after a partial run: a refund cut short is finished by the next call', async () => {
    const event = await newEvent('Resume');
    const [stuck, other] = [await paidOrder(event), await paidOrder(event)];
    // A refund that a crashed call left holding its lease.
    const docs = backendDocs();
    await docs.update(paths.order(stuck.reference), {
      status: 'refund_pending',
      refund: {
        reason: 'The organiser refunded this order',
        at: new Date().toISOString(),
        by: organiser.uid,
        leaseUntil: new Date(Date.now() + 60_000).toISOString(),
      },
    });
    const first = cancelEventResponse.parse((await cancel(event.id, 'Storm')).body);
    expect(first).toEqual({ status: 'cancelling', ordersRefunded: 1, ordersLeft: 1 });
    expect(await refundsAtGateway(other.reference)).toHaveLength(1);
    expect(await refundsAtGateway(stuck.reference)).toHaveLength(0);

    // Its lease runs out: the next call takes it over and finishes the cancellation.
    await docs.update(paths.order(stuck.reference), {
      refund: {
        reason: 'The organiser refunded this order',
        at: new Date().toISOString(),
        by: organiser.uid,
        leaseUntil: new Date(Date.now() - 1).toISOString(),
      },
    });
    const second = cancelEventResponse.parse((await cancel(event.id, 'Another reason')).body);
    expect(second).toEqual({ status: 'cancelled', ordersRefunded: 1, ordersLeft: 0 });
    expect(await refundsAtGateway(stuck.reference)).toHaveLength(1);
    expect(await ticket(stuck.ticketCodes[0]!)).toMatchObject({ status: 'void' });
    const page = publicEvent.parse((await callApi(`/api/events/${event.id}`)).body);
    expect(page.cancelledReason).toBe('Storm');
  }, 90_000);
});
