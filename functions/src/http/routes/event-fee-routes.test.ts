import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventRecord } from '../../app/events/event-records';
import { apiErrorBody } from '../../contract/errors';
import { eventWithTypes, publicEvent, type EventWithTypes } from '../../contract/events';
import { publicConfigResponse } from '../../contract/config';
import { ticketCharge } from '../../contract/fees';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { testPlatformFee } from '../../test-support/checkout-fixtures';
import { typesAsEdited } from '../../test-support/event-edits';

const organiser = 'organiser-1';
const gig = {
  name: 'Rooftop Jazz',
  types: [
    { name: 'General', price: 15000, currency: 'ZAR', capacity: 100 },
    { name: 'Kids', price: 0, currency: 'ZAR', capacity: 10 },
  ],
};

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiApp();
});
afterEach(() => api.close());

async function create(body: object) {
  const answer = await api.call('/api/events', { token: organiser, json: body });
  expect(answer.status).toBe(201);
  return eventWithTypes.parse(answer.body);
}

const stored = async (eventId: string) =>
  (await api.docs.get<EventRecord>(paths.event(eventId))).data;

/** Saves the event again as it is, but for who pays the fee. */
async function edit(event: EventWithTypes, feeMode: string) {
  const types = typesAsEdited(event);
  const answer = await api.call(`/api/events/${event.id}`, {
    token: organiser,
    method: 'PUT',
    json: { ...gig, types, feeMode },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function approve(eventId: string) {
  await api.docs.update(paths.event(eventId), { approved: true, status: 'approved' });
}

describe('who pays the service fee, on the event routes', () => {
  it('refuses a fee mode it does not know with a 400 naming feeMode, on create and edit', async () => {
    const created = await create(gig);
    for (const [method, path] of [
      ['POST', '/api/events'],
      ['PUT', `/api/events/${created.id}`],
    ] as const) {
      for (const feeMode of ['buyer', null, 1]) {
        const answer = await api.call(path, {
          token: organiser,
          method,
          json: { ...gig, feeMode },
        });
        expect(answer.status, `${method} ${String(feeMode)}`).toBe(400);
        expect(apiErrorBody.parse(answer.body).error.fields).toEqual({
          feeMode: 'Fee mode is absorbed or passed_on',
        });
      }
    }
    expect((await stored(created.id))?.feeMode).toBe('absorbed');
  });

  it('has the organiser absorb the fee unless they choose otherwise', async () => {
    const created = await create(gig);
    expect(created.feeMode).toBe('absorbed');
    expect(created.feeSchedule).toBeUndefined();
    expect((await stored(created.id))?.feeMode).toBe('absorbed');
  });

  it('stores the choice, returns it to the organiser, and changes it on edit', async () => {
    const created = await create({ ...gig, feeMode: 'passed_on' });
    expect(created.feeMode).toBe('passed_on');
    expect((await stored(created.id))?.feeMode).toBe('passed_on');
    const read = await api.call(`/api/events/${created.id}`, { token: organiser });
    expect(eventWithTypes.parse(read.body).feeMode).toBe('passed_on');

    const edited = eventWithTypes.parse(await edit(created, 'absorbed'));
    expect(edited.feeMode).toBe('absorbed');
    expect((await stored(created.id))?.feeMode).toBe('absorbed');
  });

  it('sends an approved event back to review when who pays changes, as a price change does', async () => {
    const created = await create(gig);
    await approve(created.id);
    expect(eventWithTypes.parse(await edit(created, 'absorbed')).status).toBe('approved');
    expect(eventWithTypes.parse(await edit(created, 'passed_on')).status).toBe('pending');
  });

  it('shows buyers the service fee and its VAT per ticket when the fee is passed on', async () => {
    const created = await create({ ...gig, feeMode: 'passed_on' });
    await approve(created.id);

    const view = publicEvent.parse((await api.call(`/api/events/${created.id}`)).body);
    // R150: 5 % + R2.50 = R10.00 fee, 15 % VAT on it R1.50; the allocator's own arithmetic.
    const charge = ticketCharge(15000, 'ZAR', testPlatformFee, 'passed_on');
    expect(charge).toMatchObject({ platformFee: 1000, vat: 150 });
    expect(
      view.types.map(({ name, serviceFee, serviceFeeVat }) => [name, serviceFee, serviceFeeVat]),
    ).toEqual([
      ['General', 1000, 150],
      ['Kids', 0, 0],
    ]);
  });

  it('prices with the organiser’s own fee where an administrator set one', async () => {
    const created = await create({ ...gig, feeMode: 'passed_on' });
    const own = { percentBasisPoints: 200, flatByCurrency: {}, vatBasisPoints: 0 };
    await api.docs.update(paths.event(created.id), { feeSchedule: own });
    await approve(created.id);

    const view = publicEvent.parse((await api.call(`/api/events/${created.id}`)).body);
    expect(view.types[0]).toMatchObject({ serviceFee: 300, serviceFeeVat: 0 });
    const owners = eventWithTypes.parse(
      (await api.call(`/api/events/${created.id}`, { token: organiser })).body,
    );
    expect(owners).toMatchObject({ feeMode: 'passed_on', feeSchedule: own });
  });

  it('adds nothing for buyers when the organiser absorbs the fee', async () => {
    const created = await create(gig);
    await approve(created.id);

    const view = publicEvent.parse((await api.call(`/api/events/${created.id}`)).body);
    for (const type of view.types) {
      expect(type).not.toHaveProperty('serviceFee');
      expect(type).not.toHaveProperty('serviceFeeVat');
    }
  });
});

describe('GET /api/config', () => {
  it('names the platform’s fee schedule beside the payment currencies', async () => {
    const answer = await api.call('/api/config');
    expect(answer.status).toBe(200);
    expect(publicConfigResponse.parse(answer.body)).toEqual({
      paymentCurrencies: ['ZAR', 'USD'],
      platformFee: testPlatformFee,
      walletPasses: { apple: false, google: false },
      // Unset in the harness's services: the default.
      attendeeDataRetentionDays: 365,
    });
  });
});
