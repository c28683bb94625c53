/**
 * A buyer's own tickets through the stack's `api` function (`/api/me/tickets`), after free
 * orders in anonymous and signed-in sessions, on whichever backend the stack runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { beginTransactionResponse } from '../../functions/src/contract/checkout';
import type { CreateEventRequest, EventWithTypes } from '../../functions/src/contract/events';
import { myTicketsResponse } from '../../functions/src/contract/tickets';
import { callApi } from '../support/api';
import {
  signIn,
  signInAnonymously,
  signUp,
  signUpUnverified,
  uniqueEmail,
  type TestUser,
} from '../support/auth-emulator';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { beginPurchaseRequest as begin } from '../support/checkout-calls';
import { inDays } from '../support/dates';
import { createApprovedEvent as approvedEventOf } from '../support/events';
import { testEnv } from '../support/test-env';

let organiser: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
});

const createApprovedEvent = (event: CreateEventRequest) => approvedEventOf(organiser, admin, event);

/** A free order completes at once: the quickest way to own tickets. */
async function takeFree(buyer: TestUser, event: EventWithTypes, email: string, quantity = 1) {
  const { answer } = await begin(buyer, event, [['Free', quantity]], email);
  expect(beginTransactionResponse.parse(answer.body)).toMatchObject({ status: 'paid' });
}

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
