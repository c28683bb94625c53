/**
 * The organiser's money and an administrator's payout through the stack's functions, with the
 * fake Paystack as the gateway, on whichever backend the stack runs: a sale's figures and
 * statement, a payout approved and settled by the fake's signed transfer webhook, and who may
 * see and do what.
 */
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import { eventMoneyResponse } from '../../functions/src/contract/event-money-response';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { payoutView, payoutsResponse } from '../../functions/src/contract/payouts';
import { callApi } from '../support/api';
import { makePayable } from '../support/payable-event';
import { signUp, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { buyPaidOrder } from '../support/buy-tickets';
import { createApprovedEvent } from '../support/events';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { testEnv } from '../support/test-env';
import { enrolTwoStep } from '../support/two-step';
import { waitFor } from '../support/wait-for';

let organiser: TestUser;
let admin: TestUser;
let event: EventWithTypes;

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
  // Approving a payout needs the second sign-in step: set up (which counts for this sign-in).
  await enrolTwoStep(admin);
  event = await createApprovedEvent(organiser, admin, {
    name: `Money ${Date.now()}`,
    description: 'Money tests',
    types: [{ name: 'General', price: 15000, currency: 'ZAR', capacity: 10, maxPerOrder: 2 }],
  });
  await buyPaidOrder(event, 'General', 1, uniqueEmail('buyer'));
  // The event ended a week ago, and the organiser's ZAR account is long known.
  await makePayable(event.id, organiser.uid);
});

const money = async (user: TestUser = organiser) =>
  callApi(`/api/events/${event.id}/money`, { token: user.idToken });

/** As from the Payouts tab: `user` approves paying out the event's balance in `currency`. */
const approvePayout = (user: TestUser, currency = 'ZAR') =>
  callApi(`/api/admin/events/${event.id}/payouts`, { token: user.idToken, json: { currency } });

describe('an event’s money and its payout', () => {
  it('shows the sale’s figures, pays the balance out once approved, and lists the payout', async () => {
    const before = eventMoneyResponse.parse((await money()).body);
    const zar = before.currencies[0]!;
    // Absorbed (the default): R150 less R10 fee and R1.50 VAT, less the card fee.
    expect(zar.summary).toMatchObject({ gross: 15000, platformFees: 1000, vat: 150, refunds: 0 });
    expect(zar.summary.gatewayFees).toBeGreaterThan(0);
    expect(zar.summary.balance).toBe(15000 - 1150 - zar.summary.gatewayFees);
    expect(zar.payout).toEqual({ status: 'payable', amount: zar.summary.balance });

    const statement = await fetch(
      `${testEnv.hostingUrl}/api/events/${event.id}/money/statement.csv`,
      {
        headers: { authorization: `Bearer ${organiser.idToken}` },
      },
    );
    expect(statement.status).toBe(200);
    const rows = (await statement.text()).trim().split('\r\n');
    expect(rows[0]).toContain('Date (UTC),Entry,Reference,Amount,Currency,Reason');
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual(
      expect.arrayContaining([
        'Sale',
        'Platform fee',
        'VAT on platform fee',
        'Card processing fee',
      ]),
    );

    const approved = await approvePayout(admin);
    expect(approved.status).toBe(201);
    const payout = payoutView.parse(approved.body);
    expect(payout).toMatchObject({ amount: zar.summary.balance, accountLast4: '0001' });
    // The fake's signed transfer.success webhook reaches the stack, which asks Paystack and settles.
    await waitFor(async () => {
      const listed = payoutsResponse.parse(
        (await callApi(`/api/events/${event.id}/payouts`, { token: organiser.idToken })).body,
      );
      return listed.payouts[0]?.status === 'paid';
    });
    const after = eventMoneyResponse.parse((await money()).body);
    expect(after.currencies[0]).toMatchObject({
      summary: { paidOut: zar.summary.balance, balance: 0 },
      payout: { status: 'waiting', reason: 'nothing_owed' },
    });
    expect(after.payouts[0]).toMatchObject({ id: payout.id, status: 'paid' });

    // Approved again: nothing is owed, nothing moves.
    const again = await approvePayout(admin);
    expect(again.status).toBe(409);
    expect(apiErrorBody.parse(again.body).error.message).toContain('nothing to pay out');
  });

  it('never leaves the organiser paying to sell: R3.00 tickets, fee absorbed', async () => {
    const cheap = await createApprovedEvent(organiser, admin, {
      name: `Cheap ${Date.now()}`,
      description: 'A fee capped at the price',
      types: [{ name: 'Entry', price: 300, currency: 'ZAR', capacity: 10, maxPerOrder: 4 }],
    });
    await buyPaidOrder(cheap, 'Entry', 4, uniqueEmail('cheap'));

    const read = await callApi(`/api/events/${cheap.id}/money`, { token: organiser.idToken });
    const zar = eventMoneyResponse.parse(read.body).currencies[0]!;
    // The fee and its VAT take the whole price (R2.61 + R0.39 a ticket); the sandbox's card fee
    // on the order (R1.55) is the platform's to bear, not the organiser's.
    expect(zar.summary).toMatchObject({
      gross: 1200,
      platformFees: 1044,
      vat: 156,
      gatewayFees: 0,
      net: 0,
      balance: 0,
    });
  });

  it('shows money to the organiser and administrators only, and payouts to administrators to approve', async () => {
    const stranger = await signUp('stranger');
    expect((await money(stranger)).status).toBe(404);
    expect((await money(admin)).status).toBe(200);
    const byOrganiser = await approvePayout(organiser);
    expect(byOrganiser.status).toBe(403);
    const badCurrency = await approvePayout(admin, 'zar');
    expect(badCurrency.status).toBe(400);
    expect(apiErrorBody.parse(badCurrency.body).error.fields).toHaveProperty('currency');
  });

  it('acknowledges a signed transfer webhook for a reference it does not know, and changes nothing', async () => {
    const body = JSON.stringify({
      event: 'transfer.success',
      data: { reference: 'po_not-ours-1234567' },
    });
    const signature = createHmac('sha512', testEnv.paystackSecret).update(body).digest('hex');
    const answer = await callApi('/api/paystack/webhook', {
      rawBody: body,
      headers: { 'x-paystack-signature': signature },
    });
    expect(answer.status).toBe(200);
  });
});
