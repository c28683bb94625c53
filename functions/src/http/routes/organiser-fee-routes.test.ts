import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventRecord } from '../../app/events/event-records';
import { organiserFeeResponse } from '../../contract/admin';
import { apiErrorBody } from '../../contract/errors';
import { eventWithTypes, publicEvent } from '../../contract/events';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';

const gig = {
  name: 'Harbour Lights',
  types: [{ name: 'General', price: 15000, currency: 'ZAR', capacity: 100 }],
};
/** 2 % + R1 a ticket, no VAT: an organiser the platform agreed a lower fee with. */
const agreed = { percentBasisPoints: 200, flatByCurrency: { ZAR: 100 }, vatBasisPoints: 0 };

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiApp();
});
afterEach(() => api.close());

async function create(organiser: string, feeMode = 'passed_on') {
  const answer = await api.call('/api/events', { token: organiser, json: { ...gig, feeMode } });
  expect(answer.status).toBe(201);
  return eventWithTypes.parse(answer.body);
}

const storedFee = async (eventId: string) =>
  (await api.docs.get<EventRecord>(paths.event(eventId))).data?.feeSchedule;

describe("an organiser's own platform fee", () => {
  it('applies to their events, those to come, and what buyers are shown; cleared, the platform’s again', async () => {
    const before = await create('org');
    const someoneElse = await create('other');
    const set = await api.call('/api/admin/users/org/fee', {
      token: 'admin',
      method: 'PUT',
      json: agreed,
    });
    expect(set.status).toBe(200);
    expect(organiserFeeResponse.parse(set.body)).toEqual({
      uid: 'org',
      feeSchedule: agreed,
      eventsUpdated: 1,
    });
    const after = await create('org');
    expect(await storedFee(before.id)).toEqual(agreed);
    expect(await storedFee(after.id)).toEqual(agreed);
    expect(await storedFee(someoneElse.id)).toBeUndefined();

    // Buyers see the agreed fee: R150 + 2 % + R1 = R4.00 a ticket, no VAT.
    await api.docs.update(paths.event(before.id), { approved: true, status: 'approved' });
    const shown = publicEvent.parse((await api.call(`/api/events/${before.id}`)).body);
    expect(shown.types[0]).toMatchObject({ serviceFee: 400, serviceFeeVat: 0 });

    const cleared = await api.call('/api/admin/users/org/fee', {
      token: 'admin',
      method: 'DELETE',
    });
    expect(organiserFeeResponse.parse(cleared.body)).toEqual({ uid: 'org', eventsUpdated: 2 });
    expect(await storedFee(before.id)).toBeUndefined();
    expect(await storedFee((await create('org')).id)).toBeUndefined();
  });

  it('is set by administrators only, and a bad fee is a 400 naming the field', async () => {
    const byOrganiser = await api.call('/api/admin/users/org/fee', {
      token: 'org',
      method: 'PUT',
      json: agreed,
    });
    expect(byOrganiser.status).toBe(403);
    const bad = await api.call('/api/admin/users/org/fee', {
      token: 'admin',
      method: 'PUT',
      json: { ...agreed, percentBasisPoints: 2.5, flatByCurrency: { zar: 100 } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorBody.parse(bad.body).error.fields ?? {})).toEqual(
      expect.arrayContaining(['percentBasisPoints']),
    );
    expect(await api.docs.get(paths.organiserFee('org'))).toMatchObject({ data: undefined });
  });
});
