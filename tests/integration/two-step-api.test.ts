/**
 * Issue 38's two-step sign-in through the API, on both backends: a person sets it up (start,
 * confirm with a first code from the secret) and turns it off; a code is taken once; wrong
 * codes are refused naming `code`, and too many are limited. Approving a payout always needs
 * it; an organisation that requires it refuses its finance member's refunds and money until
 * their sign-in passed, leaves box office alone, and a new sign-in asks again. Codes are
 * computed from the secret as an authenticator app does (tests/support/two-step.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { auditResponse } from '../../functions/src/contract/organisations';
import type { TeamRole } from '../../functions/src/contract/team-roles';
import {
  twoStepConfirmed,
  twoStepSetup,
  twoStepStatus,
} from '../../functions/src/contract/two-step';
import { codeAt } from '../../functions/src/domain/two-step';
import { paths } from '../../functions/src/paths';
import { makePayable } from '../support/payable-event';
import { callApi, type ApiAnswer } from '../support/api';
import { signIn, signUp, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { buyPaidOrder } from '../support/buy-tickets';
import { createApprovedEvent } from '../support/events';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { authenticatorOf, enrolTwoStep, passTwoStep } from '../support/two-step';

let owner: TestUser;
let admin: TestUser;
let finance: TestUser;
let boxOffice: TestUser;
let event: EventWithTypes;
let orgId: string;
let references: string[];

beforeAll(async () => {
  [owner, admin] = await organiserAndAdmin();
  [finance, boxOffice] = await Promise.all([signUp('finance'), signUp('box-office')]);
  event = await createApprovedEvent(owner, admin, {
    name: `Two steps ${Date.now()}`,
    description: 'Money behind a second step',
    types: [{ name: 'General', price: 12000, currency: 'ZAR', capacity: 10, maxPerOrder: 2 }],
  });
  references = [];
  for (const buyer of ['one', 'two']) {
    references.push((await buyPaidOrder(event, 'General', 1, uniqueEmail(buyer))).reference);
  }
  orgId = `personal-${owner.uid}`;
  const docs = backendDocs();
  // Memberships as an accepted invitation leaves them.
  const join = (user: TestUser, role: TeamRole) =>
    docs.set(paths.membership(orgId, user.uid), {
      orgId,
      uid: user.uid,
      role,
      addedAt: new Date().toISOString(),
    });
  await join(finance, 'finance');
  await join(boxOffice, 'box_office');
});

afterAll(closeBackendDocs);

const status = async (user: TestUser) =>
  twoStepStatus.parse((await callApi('/api/me/two-step', { token: user.idToken })).body);
const start = (user: TestUser) =>
  callApi('/api/me/two-step/start', { method: 'POST', token: user.idToken });
const withCode = (user: TestUser, action: 'confirm' | 'verify' | 'disable', code: unknown) =>
  callApi(`/api/me/two-step/${action}`, { token: user.idToken, json: { code } });

const errorOf = (answer: ApiAnswer) => apiErrorBody.parse(answer.body).error;

function expectTwoStepRequired(answer: ApiAnswer, enrolled: boolean) {
  expect(answer.status).toBe(403);
  expect(errorOf(answer)).toMatchObject({ code: 'two_step_required', details: { enrolled } });
}

const requireIt = (user: TestUser, required: boolean) =>
  callApi(`/api/organisations/${orgId}/two-step`, {
    method: 'PUT',
    token: user.idToken,
    json: { required },
  });
const refund = (user: TestUser, reference: string) =>
  callApi(`/api/orders/${reference}/refund`, { method: 'POST', token: user.idToken });
const money = (user: TestUser) => callApi(`/api/events/${event.id}/money`, { token: user.idToken });
const statement = (user: TestUser) =>
  callApi(`/api/events/${event.id}/money/statement.csv`, { token: user.idToken });
const organisationMoney = (user: TestUser) =>
  callApi(`/api/money?orgId=${orgId}`, { token: user.idToken });
const payoutAccounts = (user: TestUser) =>
  callApi(`/api/payout-account?orgId=${orgId}`, { token: user.idToken });

/** Six digits that are not the code of `secret` now, nor of the steps beside it. */
function notTheCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((ms) => codeAt(secret, new Date(Date.now() + ms)));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
}

/** Signs `user` in again, a second later at least: a sign-in with an `auth_time` of its own. */
async function signInAgain(user: TestUser): Promise<TestUser> {
  await sleep(1_100);
  return signIn(user.email!, user.password!);
}

describe('setting up two-step sign-in', () => {
  it('starts, confirms with a first code, takes each code once and turns off with a code', async () => {
    const person = await signUp('two-step');
    expect(await status(person)).toEqual({ enabled: false, isPending: false });

    const started = await start(person);
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = twoStepSetup.parse(started.body);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(person.email!);
    // Not on until a code confirms it.
    expect(await status(person)).toEqual({ enabled: false, isPending: true });

    const wrong = await withCode(person, 'confirm', notTheCode(secret));
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).fields).toHaveProperty('code');
    const malformed = await withCode(person, 'confirm', '12ab');
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).fields).toHaveProperty('code');

    const code = codeAt(secret, new Date());
    const confirmed = await withCode(person, 'confirm', code);
    expect(confirmed.status).toBe(200);
    const on = twoStepConfirmed.parse(confirmed.body);
    expect(on).toMatchObject({ enabled: true, isPending: false, recoveryCodesLeft: 8 });
    // Recovery codes, shown this once: eight, each good once instead of a code.
    expect(on.recoveryCodes).toHaveLength(8);
    for (const recoveryCode of on.recoveryCodes)
      expect(recoveryCode).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(await status(person)).not.toHaveProperty('recoveryCodes');
    expect(Date.parse(on.passedUntil!)).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    expect(await status(person)).toMatchObject({ enabled: true, passedUntil: on.passedUntil });

    // The same code again: refused as used, naming the field.
    const replay = await withCode(person, 'verify', code);
    expect(replay.status).toBe(400);
    expect(errorOf(replay).fields?.code).toContain('used already');

    // A recovery code, typed however, passes once.
    const recovered = await withCode(person, 'verify', on.recoveryCodes[0]!.toUpperCase());
    expect(recovered.status).toBe(200);
    expect(twoStepStatus.parse(recovered.body)).toMatchObject({ recoveryCodesLeft: 7 });
    const again = await withCode(person, 'verify', on.recoveryCodes[0]!);
    expect(again.status).toBe(400);
    expect(errorOf(again).fields?.code).toContain('recovery code');

    // Set up already: starting again is refused, and the secret stays.
    expect((await start(person)).status).toBe(409);

    const authenticator = authenticatorOf(secret);
    await authenticator.code(); // the step confirmed with
    const offWrong = await withCode(person, 'disable', notTheCode(secret));
    expect(offWrong.status).toBe(400);
    const off = await withCode(person, 'disable', await authenticator.code());
    expect(off.status).toBe(200);
    expect(twoStepStatus.parse(off.body)).toEqual({ enabled: false, isPending: false });
    expect((await backendDocs().get(paths.twoStep(person.uid))).data).toBeUndefined();
  });

  it('limits how many codes one person may try', async () => {
    const person = await signUp('guesser');
    twoStepSetup.parse((await start(person)).body);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push((await withCode(person, 'confirm', '000000')).status);
    }
    // Ten tries (the odd one might even be right), then 429 with Retry-After.
    expect(answers.slice(0, 10).every((answer) => answer === 400 || answer === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('refuses a verify from someone who never set it up', async () => {
    const person = await signUp('never');
    expect((await withCode(person, 'verify', '123456')).status).toBe(409);
  });
});

describe('an organisation that requires the second step', () => {
  it('is turned on by an owner only, with an audit entry', async () => {
    const byFinance = await requireIt(finance, true);
    expect(byFinance.status).toBe(403);
    expect(errorOf(byFinance).details).toEqual({ right: 'two_step.require' });

    const on = await requireIt(owner, true);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ required: true });
    const seen = await callApi(`/api/organisations/${orgId}/two-step`, {
      token: boxOffice.idToken,
    });
    expect(seen.body).toEqual({ required: true });

    const audit = auditResponse.parse(
      (
        await callApi(`/api/organisations/${orgId}/audit?kind=two_step.changed`, {
          token: owner.idToken,
        })
      ).body,
    );
    expect(audit.entries).toEqual([
      expect.objectContaining({
        kind: 'two_step.changed',
        actorUid: owner.uid,
        before: { required: false },
        after: { required: true },
      }),
    ]);
  });

  it('refuses the finance member’s refund and money until their sign-in passed it', async () => {
    expectTwoStepRequired(await refund(finance, references[0]!), false);
    expectTwoStepRequired(await money(finance), false);
    expectTwoStepRequired(await statement(finance), false);
    expectTwoStepRequired(await organisationMoney(finance), false);
    expectTwoStepRequired(await payoutAccounts(finance), false);
    const newAccount = await callApi('/api/payout-account', {
      method: 'PUT',
      token: finance.idToken,
      json: {
        orgId,
        currency: 'ZAR',
        bankCode: '632005',
        accountNumber: '1000000001',
        accountHolder: 'Finance Member',
      },
    });
    expectTwoStepRequired(newAccount, false);
    expect((await backendDocs().get(paths.payoutAccount(orgId, 'ZAR'))).data).toBeUndefined();
    // Cancelling refunds every buyer: the owner, without the step, changes nothing.
    const cancelling = await callApi(`/api/events/${event.id}/cancel`, {
      token: owner.idToken,
      json: { reason: 'Rain' },
    });
    expectTwoStepRequired(cancelling, false);
    expect((await backendDocs().get(paths.event(event.id))).data).not.toHaveProperty('cancelledAt');
    // Nothing was refunded.
    expect((await backendDocs().get(paths.order(references[0]!))).data).toMatchObject({
      status: 'paid',
    });

    const authenticator = await enrolTwoStep(finance);
    // Setting it up counts for this sign-in.
    expect((await money(finance)).status).toBe(200);
    expect((await organisationMoney(finance)).status).toBe(200);
    expect((await payoutAccounts(finance)).status).toBe(200);

    // A new sign-in asks again, now as someone who has it.
    finance = await signInAgain(finance);
    expectTwoStepRequired(await refund(finance, references[0]!), true);
    await passTwoStep(finance, authenticator);
    const refunded = await refund(finance, references[0]!);
    expect(refunded.status).toBe(200);
    expect((await statement(finance)).status).toBe(200);
  });

  it('leaves box office alone: no money rights, so nothing to prove', async () => {
    const orders = await callApi(`/api/events/${event.id}/orders`, { token: boxOffice.idToken });
    expect(orders.status).toBe(200);
    // A refund is not theirs to make: refused for the right, not for the step.
    const refused = await refund(boxOffice, references[1]!);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).details).toEqual({ right: 'orders.refund' });
  });

  it('asks the owner for the step to turn the requirement off', async () => {
    expectTwoStepRequired(await requireIt(owner, false), false);
    await enrolTwoStep(owner);
    const off = await requireIt(owner, false);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ required: false });
    // Not required any more: the finance member's next sign-in needs no step for money.
    finance = await signInAgain(finance);
    expect((await money(finance)).status).toBe(200);
  });
});

describe('approving a payout', () => {
  it('always needs the administrator’s second step, in this sign-in', async () => {
    // The event ended a week ago, and the owner's ZAR account is long known.
    await makePayable(event.id, owner.uid);
    const approve = (user: TestUser) =>
      callApi(`/api/admin/events/${event.id}/payouts`, {
        token: user.idToken,
        json: { currency: 'ZAR' },
      });

    expectTwoStepRequired(await approve(admin), false);
    const authenticator = await enrolTwoStep(admin);
    admin = await signInAgain(admin);
    expectTwoStepRequired(await approve(admin), true);
    // A wrong code passes nothing.
    expect((await withCode(admin, 'verify', '12345x')).status).toBe(400);
    expectTwoStepRequired(await approve(admin), true);

    await passTwoStep(admin, authenticator);
    expect(await status(admin)).toMatchObject({ enabled: true, passedUntil: expect.any(String) });
    const approved = await approve(admin);
    expect(approved.status).toBe(201);
  });
});
