/**
 * Hidden ticket types through the whole stack (Hosting's rewrites, the functions, the fake
 * Paystack), on whichever backend it runs: nothing a stranger can fetch (the event's public
 * view, its availability, its page's HTML) names a hidden type, its price or what is left of
 * it; its code unlocks it; beginTransaction sells it only with that code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi } from '../support/api';
import { fieldsOf } from '../support/api-errors';
import { signInAnonymously, type TestUser } from '../support/auth-emulator';
import { untilAnswered } from '../support/await-purchase';
import { beginTransaction, purchaseRequest } from '../support/checkout-calls';
import { createApprovedEvent } from '../support/events';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { testEnv } from '../support/test-env';

let event: EventWithTypes;
let buyer: TestUser;
/** What only the hidden types have: none of it may be in a public answer. */
const secrets = ['Backstage crew', '4321', 'CREW-77', 'Sponsor lounge', '98765', 'GOLD-LINK'];

beforeAll(async () => {
  const [organiser, admin] = await organiserAndAdmin();
  event = await createApprovedEvent(organiser, admin, {
    name: `Hidden types ${Date.now()}`,
    description: 'Some tickets are not for everybody',
    types: [
      { name: 'General', price: 15000, currency: 'ZAR', capacity: 50, maxPerOrder: 4 },
      {
        name: 'Backstage crew',
        price: 4321,
        currency: 'ZAR',
        capacity: 3,
        maxPerOrder: 2,
        visibility: 'code',
        accessCode: 'crew-77',
      },
      {
        name: 'Sponsor lounge',
        price: 98765,
        currency: 'ZAR',
        capacity: 2,
        maxPerOrder: 2,
        visibility: 'link',
        accessCode: 'GOLD-LINK',
      },
    ],
  });
  buyer = await signInAnonymously();
});

async function raw(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${testEnv.hostingUrl}${path}`);
  return { status: response.status, text: await response.text() };
}

function expectNoSecret(text: string) {
  for (const secret of secrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
}

describe('hidden ticket types', () => {
  it('are in nothing a stranger can fetch: the public view, availability, the page', async () => {
    const publicView = await raw(`/api/events/${event.id}`);
    expect(publicView.status).toBe(200);
    expectNoSecret(publicView.text);
    expect(JSON.parse(publicView.text)).toMatchObject({
      accessCodes: true,
      types: [expect.objectContaining({ name: 'General' })],
    });
    expect(JSON.parse(publicView.text).types).toHaveLength(1);

    const availability = await raw(`/api/events/${event.id}/availability`);
    expect(availability.status).toBe(200);
    expectNoSecret(availability.text);
    expect(JSON.parse(availability.text).types).toHaveLength(1);

    const page = await raw(`/event/${event.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(event.name);
    expectNoSecret(page.text);
  });

  it('are unlocked by their code, in any case, and one answer for a code that unlocks nothing', async () => {
    const check = (code: string) =>
      callApi(`/api/events/${event.id}/accessCodeCheck`, {
        token: buyer.idToken,
        json: { code },
      });
    const crew = await check('Crew-77');
    expect(crew.status).toBe(200);
    expect(crew.body).toEqual({
      code: 'CREW-77',
      types: [
        expect.objectContaining({ name: 'Backstage crew', price: 4321, left: 3, state: 'on_sale' }),
      ],
    });
    expect((await check('gold-link')).body).toMatchObject({
      types: [expect.objectContaining({ name: 'Sponsor lounge' })],
    });
    const nothing = await check('NOT-A-CODE');
    expect(nothing.status).toBe(404);
    expect(fieldsOf(nothing.body)).toEqual({
      accessCode: 'This access code is not valid for this event',
    });
  });

  it('are sold only with their code', async () => {
    const crewOnly = () => purchaseRequest(event, [['Backstage crew', 1]], 'crew@example.com');
    const without = await beginTransaction(buyer, crewOnly());
    expect(without.status).toBe(400);
    expect(fieldsOf(without.body)).toEqual({
      accessCode: 'Enter the access code for these tickets',
    });
    const wrong = await beginTransaction(buyer, { ...crewOnly(), accessCode: 'GOLD-LINK' });
    expect(fieldsOf(wrong.body)).toEqual({
      accessCode: 'This access code does not unlock these tickets',
    });

    const bought = await beginTransaction(buyer, { ...crewOnly(), accessCode: 'crew-77' });
    // Held by the allocator like any ticket (asked again while queued, as the page does).
    expect(await untilAnswered(buyer, bought.body)).toMatchObject({
      status: 'held',
      amount: 4321,
    });
    const availability = await raw(`/api/events/${event.id}/availability`);
    expectNoSecret(availability.text);
  });
});
