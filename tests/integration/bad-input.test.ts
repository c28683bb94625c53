import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import { myEventsResponse } from '../../functions/src/contract/events';
import { callApi } from '../support/api';
import {
  expiredTokenFor,
  newAdmin,
  signInAnonymously,
  signUp,
  type TestUser,
} from '../support/auth-emulator';
import { createEvent } from '../support/events';

let organiser: TestUser;

async function myEventCount(): Promise<number> {
  const answer = await callApi('/api/events/mine', { token: organiser.idToken });
  return myEventsResponse.parse(answer.body).events.length;
}

/** Posts `rawBody` as a new event, as the organiser, labelled `contentType`. */
const postEventBody = (rawBody: string, contentType: string) =>
  callApi('/api/events', { token: organiser.idToken, rawBody, contentType });

function errorOf(body: unknown) {
  return apiErrorBody.parse(body).error;
}

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

describe('ids the store reserves, and other bad ids, are a 400 naming the parameter on every route', () => {
  it('refuses __x__ and __name__ wherever an id is taken, public routes included', async () => {
    const admin = await newAdmin();
    const buyer = await signInAnonymously();
    const reservedCode = `__${'A'.repeat(18)}__`;
    const attempts: Array<[string, string, Parameters<typeof callApi>[1]]> = [];
    for (const id of ['__x__', '__name__']) {
      attempts.push(
        [`/api/events/${id}`, 'eventId', {}],
        [`/api/events/${id}`, 'eventId', { token: organiser.idToken }],
        [`/api/events/${id}/banner`, 'eventId', {}],
        [`/api/events/${id}/availability`, 'eventId', {}],
        [`/api/events/${id}/sales`, 'eventId', { token: organiser.idToken }],
        [
          `/api/events/${id}`,
          'eventId',
          { token: organiser.idToken, method: 'PUT', json: { name: 'Renamed' } },
        ],
        [`/api/events/${id}`, 'eventId', { token: organiser.idToken, method: 'DELETE' }],
        [`/api/events/${id}/resubmit`, 'eventId', { token: organiser.idToken, method: 'POST' }],
        [
          `/api/admin/events/${id}/approval`,
          'eventId',
          { token: admin.idToken, json: { approved: true } },
        ],
        [
          `/api/admin/users/${id}/disabled`,
          'uid',
          { token: admin.idToken, json: { disabled: true } },
        ],
        [`/api/admin/users/${id}/admin`, 'uid', { token: admin.idToken, json: { admin: true } }],
        [`/api/users/${id}/photo?v=1`, 'uid', {}],
        [`/api/purchaseRequests/${id}`, 'requestId', { token: buyer.idToken }],
        [
          '/api/beginTransaction',
          'eventId',
          {
            token: buyer.idToken,
            json: {
              eventId: id,
              email: 'buyer@example.com',
              items: [{ typeId: 'abc', quantity: 1 }],
              requestKey: 'request-key-1',
            },
          },
        ],
        [
          '/api/beginTransaction',
          'items.0.typeId',
          {
            token: buyer.idToken,
            json: {
              eventId: 'abc',
              email: 'buyer@example.com',
              items: [{ typeId: id, quantity: 1 }],
              requestKey: 'request-key-1',
            },
          },
        ],
        ['/api/verifyPayment', 'reference', { token: buyer.idToken, json: { reference: id } }],
      );
    }
    attempts.push([`/api/tickets/${reservedCode}`, 'code', {}]);
    for (const [path, field, options] of attempts) {
      const answer = await callApi(path, options);
      const label = `${options?.method ?? (options?.json ? 'POST' : 'GET')} ${path} ${JSON.stringify(options?.json ?? '')}`;
      expect(answer.status, label).toBe(400);
      expect(Object.keys(errorOf(answer.body).fields ?? {}), label).toEqual([field]);
    }

    const banner = new FormData();
    banner.append('target', 'event-banner');
    banner.append('eventId', '__x__');
    banner.append(
      'image',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const upload = await callApi('/api/uploadImage', { token: organiser.idToken, rawBody: banner });
    expect(upload.status).toBe(400);
    expect(errorOf(upload.body).fields).toEqual({ eventId: 'Not an event id' });

    // The event page (a link preview) is the app's page, without a preview, for any bad id.
    for (const id of ['__x__', '__name__']) {
      const page = await callApi<string>(`/event/${id}`);
      expect(page.status, id).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    }
  });
});

describe('text, time zones and ticket types the API used to take', () => {
  it('refuses control characters, lone surrogates and names of zero-width characters, naming the field', async () => {
    const eventsBefore = await myEventCount();
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ name: '\u200B\u200B\u200B' }, { name: 'Need name' }],
      [{ name: 'Gig\u0000night' }, { name: 'Line breaks and control characters are not allowed' }],
      [{ name: 'Gig \uD800' }, { name: 'Contains a broken character' }],
      [
        { name: 'Gig', description: 'Bring a torch\u001B[2J' },
        { description: 'Control characters are not allowed' },
      ],
      [
        { name: 'Gig', locationText: 'Hall\u0007' },
        { locationText: 'Line breaks and control characters are not allowed' },
      ],
      [
        { name: 'Gig', types: [{ name: '\u2060', price: 0, currency: 'ZAR', capacity: 1 }] },
        { 'types.0.name': 'Need a ticket name' },
      ],
      [{ name: 'Gig', timeZone: 'Not/A_Zone' }, { timeZone: 'Not a time zone' }],
    ];
    for (const [json, fields] of cases) {
      const answer = await callApi('/api/events', { token: organiser.idToken, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(errorOf(answer.body).fields, JSON.stringify(json)).toEqual(fields);
    }
    const profile = await callApi('/api/me/profile', {
      token: organiser.idToken,
      method: 'PUT',
      json: { firstName: '\u200B', lastName: 'Doe\u0008', gender: 'Female', dob: '1990-01-01' },
    });
    expect(profile.status).toBe(400);
    expect(errorOf(profile.body).fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Line breaks and control characters are not allowed',
    });
    const search = await callApi(`/api/search?q=${encodeURIComponent('\u200B\u200B')}`, {
      token: organiser.idToken,
    });
    expect(search.status).toBe(400);
    expect(errorOf(search.body).fields).toEqual({ q: 'Type something to search for' });
    expect(await myEventCount()).toBe(eventsBefore);
  });

  it('stores names trimmed of invisible characters and time zones as Intl spells them', async () => {
    const event = await createEvent(organiser, {
      name: '\u200B Night Market \uFEFF',
      timeZone: 'utc',
    });
    expect(event).toMatchObject({ name: 'Night Market', timeZone: 'UTC' });
    const deleted = await callApi(`/api/events/${event.id}`, {
      token: organiser.idToken,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
  });

  it('refuses two ticket types with the same id in one update, and changes nothing', async () => {
    const type = { price: 0, currency: 'ZAR' as const, capacity: 10 };
    const event = await createEvent(organiser, {
      name: 'Twin types',
      types: [
        { name: 'Early', ...type },
        { name: 'Late', ...type },
      ],
    });
    const [early, late] = event.types;
    const answer = await callApi(`/api/events/${event.id}`, {
      token: organiser.idToken,
      method: 'PUT',
      json: {
        name: 'Twin types',
        types: [
          { id: early!.id, name: 'Early', ...type },
          { id: early!.id, name: 'Overwriting', ...type, capacity: 99 },
          { id: late!.id, name: 'Late', ...type },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).fields).toEqual({
      'types.1.id': 'This ticket type is listed twice',
    });
    const stored = await callApi<{ types: Array<{ name: string; capacity: number }> }>(
      `/api/events/${event.id}`,
      { token: organiser.idToken },
    );
    expect(stored.body.types.map((entry) => [entry.name, entry.capacity])).toEqual([
      ['Early', 10],
      ['Late', 10],
    ]);
    await callApi(`/api/events/${event.id}`, { token: organiser.idToken, method: 'DELETE' });
  });
});
