import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../ports/mailer';
import { apiErrorBody } from '../../contract/errors';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { startOnlyPayments, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { joinsPerBuyer } from './waiting-list-routes';

let api: ApiHarness;
let sent: MailMessage[];
beforeEach(async () => {
  sent = [];
  api = await startApiApp({
    mailer: { send: async (message) => void sent.push(message) },
    payments: startOnlyPayments,
  });
  // Sold out: capacity 2, both taken. The organiser is the uid "organiser".
  await storeApprovedEvent(api.docs, 'e1', { ga: { name: 'General', capacity: 2 } });
  await api.docs.set(paths.stock('e1', 'ga'), { taken: 2 });
});
afterEach(() => api.close());

const base = '/api/events/e1/waitingLists';
const join = (json: object, token = 'buyer') =>
  api.call(`${base}/ga/join`, { token, method: 'POST', json });
const errorOf = (body: unknown) => apiErrorBody.parse(body).error;

describe('the waiting-list routes', () => {
  it('joins, reads the entry with the header’s token, and leaves', async () => {
    const joined = await join({ email: ' X@Example.com ', quantity: 2 });
    expect(joined.status).toBe(200);
    const { entryId, token } = joined.body as { entryId: string; token: string };
    const entryPath = `${base}/ga/entries/${entryId}`;
    const read = await api.call(entryPath, { headers: { 'x-waiting-list-token': token } });
    expect(read.body).toMatchObject({ eventName: 'Gig', typeName: 'General', state: 'waiting' });
    expect(sent.map((mail) => mail.to)).toEqual(['x@example.com']);
    expect(sent[0]!.text).toContain(`http://localhost/waiting-list/e1/ga/${entryId}#${token}`);
    const wrong = await api.call(entryPath, {
      headers: { 'x-waiting-list-token': 'A'.repeat(22) },
    });
    expect(wrong.status).toBe(404);
    const left = await api.call(`${entryPath}/leave`, { method: 'POST', json: { token } });
    expect(left.body).toEqual({ state: 'left' });
  });

  it('answers 400 naming the field, needs a session, and limits joins per session', async () => {
    const bad = await join({ email: 'nope', quantity: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(errorOf(bad.body).fields ?? {}).sort()).toEqual(['email', 'quantity']);
    const tooMany = await join({ email: 'x@example.com', quantity: 5 });
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany.body).fields).toEqual({ quantity: 'At most 4 per order' });
    const anonymous = await api.call(`${base}/ga/join`, {
      method: 'POST',
      json: { email: 'x@example.com', quantity: 1 },
    });
    expect(anonymous.status).toBe(401);
    expect((await api.docs.get(paths.waitingList('e1', 'ga'))).data).toBeUndefined();
    // The join refused for its quantity counted; the malformed ones did not.
    for (let i = 0; i < joinsPerBuyer.limit - 1; i++) {
      expect((await join({ email: 'x@example.com', quantity: 1 })).status).toBe(200);
    }
    expect((await join({ email: 'x@example.com', quantity: 1 })).status).toBe(429);
  });

  it('shows the organiser the line, sets the offer time, offers by hand, closes the list; others get 404', async () => {
    await join({ email: 'x@example.com', quantity: 1 });
    expect((await api.call(base, { token: 'stranger' })).status).toBe(404);
    const settings = await api.call('/api/events/e1/waitingListSettings', {
      token: 'organiser',
      method: 'PUT',
      json: { offerHours: 0 },
    });
    expect(errorOf(settings.body).fields).toEqual({ offerHours: 'At least 1 hour' });
    await api.call('/api/events/e1/waitingListSettings', {
      token: 'organiser',
      method: 'PUT',
      json: { offerHours: 6 },
    });
    const offer = (json: object) =>
      api.call(`${base}/ga/offer`, { token: 'organiser', method: 'POST', json });
    expect(errorOf((await offer({ addTickets: -1 })).body).fields).toEqual({
      addTickets: 'Not fewer than 0',
    });
    expect((await offer({})).body).toEqual({ offersMade: 0, ticketsOffered: 0 });
    // Offered by hand: one ticket more than the capacity, to x, first in line.
    expect((await offer({ addTickets: 1 })).body).toEqual({ offersMade: 1, ticketsOffered: 1 });
    expect(
      (await api.docs.get<{ capacity: number }>(paths.eventType('e1', 'ga'))).data,
    ).toMatchObject({
      capacity: 3,
    });
    await join({ email: 'z@example.com', quantity: 1 });
    const closed = await api.call(`${base}/ga/close`, {
      token: 'organiser',
      method: 'POST',
      json: {},
    });
    expect(closed.body).toEqual({ offersMade: 0, ticketsOffered: 0 });
    const lists = await api.call(base, { token: 'organiser' });
    expect(lists.body).toMatchObject({
      offerHours: 6,
      lists: [
        {
          typeId: 'ga',
          closed: true,
          waiting: 0,
          entries: [
            { email: 'x@example.com', quantity: 1, state: 'offered', offer: { quantity: 1 } },
            { email: 'z@example.com', quantity: 1, state: 'closed' },
          ],
        },
      ],
    });
    expect(sent.map((mail) => mail.subject)).toContain('The waiting list for Gig is closed');
    const availability = await api.call('/api/events/e1/availability');
    expect(availability.body).toEqual({
      types: [{ id: 'ga', left: 0, state: 'sold_out', waitingListClosed: true }],
    });
    expect(errorOf((await join({ email: 'y@example.com', quantity: 1 })).body).message).toBe(
      'The waiting list for these tickets is closed',
    );
  });
});
