import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { errorOf } from '../support/api-errors';
import { signUp, type TestUser } from '../support/auth-emulator';
import { createEvent } from '../support/events';
import { countMyEvents } from '../support/my-events';

let organiser: TestUser;

const myEventCount = () => countMyEvents(organiser);

beforeAll(async () => {
  organiser = await signUp('careless');
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
