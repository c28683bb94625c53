/**
 * Payments through the stack's functions (verifyPayment, paystackWebhook) with the fake
 * Paystack as the gateway: an order fulfilled once, and forged and replayed webhooks, on
 * whichever backend the stack runs. Each ends with every invariant of money and tickets
 * holding over the event's sales.
 */
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  beginTransactionResponse,
  verifyPaymentResponse,
} from '../../functions/src/contract/checkout';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi } from '../support/api';
import { signInAnonymously, uniqueEmail, type TestUser } from '../support/auth-emulator';
import {
  beginTransaction as begin,
  purchaseRequest,
  verifyPayment as verify,
} from '../support/checkout-calls';
import { openCheckoutEvent } from '../support/checkout-event';
import { invariantViolationsOf } from '../support/invariants';
import { readOutbox } from '../support/outbox';
import { ticketByCode } from '../support/tickets';
import { readQrPng } from '../../functions/src/test-support/read-qr';
import { testEnv } from '../support/test-env';
import { waitFor } from '../support/wait-for';

let event: EventWithTypes;

beforeAll(async () => {
  ({ event } = await openCheckoutEvent());
});

const purchase = (items: Array<[string, number]>, email?: string) =>
  purchaseRequest(event, items, email);

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
    // The HTML shows the ticket's QR code inline: the exact payload the ticket page shows.
    const [mail] = mails;
    const qr = mail!.attachments?.find((attachment) => attachment.cid);
    expect(mail!.html).toContain(`src="cid:${qr?.cid}"`);
    expect(readQrPng(Buffer.from(qr!.content, 'base64'))).toBe(
      (await ticketByCode(codes[0]!)).qrPayload,
    );
    // The calendar file comes with events that have a start.
    expect(mail!.attachments?.map((attachment) => attachment.contentType)).toEqual([
      'image/png',
      ...(event.startsAt ? ['text/calendar; charset=utf-8'] : []),
      'application/pdf',
    ]);

    // The order's PDF: for the buyer, and a 404 for anyone else.
    const pdf = (user: TestUser) =>
      fetch(`${testEnv.hostingUrl}/api/me/orders/${held.reference}/tickets.pdf`, {
        headers: { authorization: `Bearer ${user.idToken}` },
      });
    const mine = await pdf(buyer);
    expect(mine.status).toBe(200);
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await pdf(stranger)).status).toBe(404);
    expect(await invariantViolationsOf(event.id)).toEqual([]);
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
    expect(await invariantViolationsOf(event.id)).toEqual([]);
  }, 60_000);

  it('acknowledges a signed event whose reference is not ours, and changes nothing', async () => {
    // Paystack retries anything but a 2xx for hours: nothing here may answer 500.
    const signedPost = (event: string, reference: string) => {
      const body = JSON.stringify({ event, data: { reference, status: 'success' } });
      const signature = createHmac('sha512', testEnv.paystackSecret).update(body).digest('hex');
      return callApi('/api/paystack/webhook', {
        rawBody: body,
        headers: { 'x-paystack-signature': signature },
      });
    };
    const references = ['', 'a/b', '.', '..', '__x__', 'no-such-order-0001'];
    for (const event of ['charge.success', 'transfer.success']) {
      for (const reference of references) {
        const answer = await signedPost(event, reference);
        expect({ event, reference, status: answer.status }).toEqual({
          event,
          reference,
          status: 200,
        });
      }
    }
    // One of ours still works after them: the store and the webhook are unharmed.
    const buyer = await signInAnonymously();
    const held = await heldOrder(buyer);
    await fetch(`${held.authorizationUrl}/pay`, { method: 'POST' });
    expect((await signedPost('charge.success', held.reference)).status).toBe(200);
    const answer = verifyPaymentResponse.parse((await verify(buyer, held.reference)).body);
    expect(answer.status).toBe('paid');
  });
});
