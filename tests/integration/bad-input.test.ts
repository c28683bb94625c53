import { beforeAll, describe, expect, it } from 'vitest';
import { myEventsResponse } from '../../functions/src/contract/my-events';
import { callApi } from '../support/api';
import { errorOf } from '../support/api-errors';
import {
  expiredTokenFor,
  signInAnonymously,
  signUp,
  type TestUser,
} from '../support/auth-emulator';
import { countMyEvents } from '../support/my-events';

let organiser: TestUser;

const myEventCount = () => countMyEvents(organiser);

/** Posts `rawBody` as a new event, as the organiser, labelled `contentType`. */
const postEventBody = (rawBody: string, contentType: string) =>
  callApi('/api/events', { token: organiser.idToken, rawBody, contentType });

beforeAll(async () => {
  organiser = await signUp('careless');
});

describe('bad input is refused with a clear JSON error and writes nothing', () => {
  it('names each failing field: missing, empty and wrongly typed', async () => {
    const cases: Array<[unknown, Record<string, string | RegExp>]> = [
      [{}, { name: /expected string|Need name/i }],
      [{ name: '   ' }, { name: 'Need name' }],
      [{ name: 42 }, { name: /string/i }],
      [
        { name: 'Ok', types: [{ name: 'GA', price: '150', currency: 'ZAR', capacity: 10 }] },
        { 'types.0.price': 'Price must be a number' },
      ],
      [
        { name: 'Ok', types: [{ name: 'GA', price: -1, currency: 'GBP', capacity: 0 }] },
        {
          'types.0.price': 'Price cannot be negative',
          'types.0.currency': 'Currency is ZAR, EUR or USD',
          'types.0.capacity': 'At least one ticket',
        },
      ],
      [[1, 2], { body: /object/i }],
      [{ name: 'Ok', startsAt: 'next friday' }, { startsAt: 'Use an ISO date and time' }],
      // A misspelled field would otherwise be dropped without a word.
      [{ name: 'Ok', startAt: '2027-01-02T18:00:00Z' }, { startAt: 'Not a field here' }],
      [
        {
          name: 'Ok',
          types: [{ name: 'GA', price: 0, currency: 'ZAR', capacity: 5, saleEnd: 'x' }],
        },
        { 'types.0.saleEnd': 'Not a field here' },
      ],
      [
        { name: 'Ok', startsAt: '2027-01-02T18:00:00Z', endsAt: '2027-01-02T17:00:00Z' },
        { endsAt: 'The event ends after it starts' },
      ],
      [
        {
          name: 'Ok',
          types: [
            {
              name: 'GA',
              price: 0,
              currency: 'ZAR',
              capacity: 5,
              salesStart: '2027-01-02T00:00:00Z',
              salesEnd: '2027-01-01T00:00:00Z',
            },
          ],
        },
        { 'types.0.salesEnd': 'Sales end after they start' },
      ],
    ];
    for (const [json, expectedFields] of cases) {
      const answer = await callApi('/api/events', { token: organiser.idToken, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      const error = errorOf(answer.body);
      expect(error.code).toBe('validation_failed');
      for (const [field, message] of Object.entries(expectedFields)) {
        expect(error.fields?.[field], `${field} of ${JSON.stringify(json)}`).toMatch(message);
      }
    }
    expect(await myEventCount()).toBe(0);
  });

  it('refuses malformed JSON', async () => {
    const asText = await postEventBody('{"name": "Broken",', 'text/plain');
    expect(asText.status).toBe(400);
    expect(errorOf(asText.body)).toMatchObject({ code: 'bad_request' });
    expect(errorOf(asText.body).message).toMatch(/^Malformed JSON/);

    // With Content-Type application/json the Functions runtime's body parser refuses it
    // before our code runs: still a 400, and still nothing written.
    const asJson = await postEventBody('{"name": ', 'application/json');
    expect(asJson.status).toBe(400);

    const empty = await postEventBody('', 'text/plain');
    expect(empty.status).toBe(400);
    expect(await myEventCount()).toBe(0);
  });

  it('refuses other media types (415) and oversized bodies (413)', async () => {
    const form = await postEventBody('name=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(errorOf(form.body).code).toBe('unsupported_media_type');

    const huge = await callApi('/api/events', {
      token: organiser.idToken,
      json: { name: 'Huge', description: 'x'.repeat(300 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(errorOf(huge.body).code).toBe('payload_too_large');
    expect(await myEventCount()).toBe(0);
  });

  it('refuses missing, malformed, invalid and expired tokens (401) and anonymous organisers (403)', async () => {
    const attempts: Array<[Record<string, string>, number, RegExp]> = [
      [{}, 401, /missing/i],
      [{ authorization: 'Token abc' }, 401, /Bearer/],
      [{ authorization: 'Bearer' }, 401, /Bearer/],
      [{ authorization: 'Bearer not.a.jwt' }, 401, /token/i],
      [{ authorization: `Bearer ${expiredTokenFor(organiser.uid)}` }, 401, /expired/i],
    ];
    for (const [headers, status, message] of attempts) {
      const answer = await callApi('/api/events', { headers, json: { name: 'Sneaky' } });
      expect(answer.status, JSON.stringify(headers)).toBe(status);
      expect(errorOf(answer.body).message).toMatch(message);
      const list = await callApi('/api/events/mine', { headers });
      expect(list.status).toBe(status);
    }
    const visitor = await signInAnonymously();
    const byVisitor = await callApi('/api/events', {
      token: visitor.idToken,
      json: { name: 'Anon' },
    });
    expect(byVisitor.status).toBe(403);
    expect(errorOf(byVisitor.body).code).toBe('forbidden');
    expect(await myEventCount()).toBe(0);
  });

  it('refuses approval by non-administrators and malformed event ids', async () => {
    const created = await callApi<{ id: string }>('/api/events', {
      token: organiser.idToken,
      json: { name: 'Mine' },
    });
    const path = `/api/admin/events/${created.body.id}/approval`;
    expect((await callApi(path, { json: { approved: true } })).status).toBe(401);
    expect(
      (await callApi(path, { token: organiser.idToken, json: { approved: true } })).status,
    ).toBe(403);
    const badId = await callApi('/api/events/bad%20id%21');
    expect(badId.status).toBe(400);
    const mine = await callApi('/api/events/mine', { token: organiser.idToken });
    expect(myEventsResponse.parse(mine.body).events[0]).toMatchObject({ status: 'pending' });
  });
});
