import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import { eventWithTypes, publicEvent } from '../../functions/src/contract/events';
import { myEventsResponse } from '../../functions/src/contract/my-events';
import { callApi } from '../support/api';
import { newAdmin, signInAnonymously, signUp, type TestUser } from '../support/auth-emulator';

const validEvent = {
  name: 'Rooftop Jazz',
  description: 'Live jazz above the city',
  types: [{ name: 'General', price: 15000, currency: 'ZAR', capacity: 100, maxPerOrder: 6 }],
};

let owner: TestUser;
let otherOrganiser: TestUser;
let admin: TestUser;
let anonymous: TestUser;

beforeAll(async () => {
  [owner, otherOrganiser, admin, anonymous] = await Promise.all([
    signUp('owner'),
    signUp('other'),
    newAdmin(),
    signInAnonymously(),
  ]);
});

describe('creating and reading events', () => {
  it('creates an event owned by the caller, pending approval, with its ticket types', async () => {
    const answer = await callApi('/api/events', { token: owner.idToken, json: validEvent });
    expect(answer.status).toBe(201);
    const event = eventWithTypes.parse(answer.body);
    expect(event).toMatchObject({ uid: owner.uid, name: 'Rooftop Jazz', status: 'pending' });
    expect(event.approved).toBeUndefined();
    expect(event.types).toEqual([
      expect.objectContaining({ name: 'General', price: 15000, currency: 'ZAR', capacity: 100 }),
    ]);

    const mine = myEventsResponse.parse(
      (await callApi('/api/events/mine', { token: owner.idToken })).body,
    );
    expect(mine.events.map((e) => e.id)).toContain(event.id);
    const theirs = myEventsResponse.parse(
      (await callApi('/api/events/mine', { token: otherOrganiser.idToken })).body,
    );
    expect(theirs.events.map((e) => e.id)).not.toContain(event.id);
  });

  it('lists my events newest first', async () => {
    const organiser = await signUp('lister');
    for (const name of ['First', 'Second', 'Third']) {
      const created = await callApi('/api/events', { token: organiser.idToken, json: { name } });
      expect(created.status).toBe(201);
    }
    const mine = myEventsResponse.parse(
      (await callApi('/api/events/mine', { token: organiser.idToken })).body,
    );
    expect(mine.events.map((e) => e.name)).toEqual(['Third', 'Second', 'First']);
    expect(mine.total).toBe(3);
    expect(mine.nextCursor).toBeUndefined();

    // A page at a time: the cursor names where the next page starts.
    const page = async (query: string) =>
      myEventsResponse.parse(
        (await callApi(`/api/events/mine?${query}`, { token: organiser.idToken })).body,
      );
    const first = await page('limit=2');
    expect(first.events.map((e) => e.name)).toEqual(['Third', 'Second']);
    expect(first).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    const second = await page(`limit=2&after=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.events.map((e) => e.name)).toEqual(['First']);
    expect(second.nextCursor).toBeUndefined();
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['after=not-a-cursor', 'after'],
    ] as const) {
      const refused = await callApi(`/api/events/mine?${query}`, { token: organiser.idToken });
      expect(refused.status).toBe(400);
      expect(apiErrorBody.parse(refused.body).error.fields?.[field]).toBeDefined();
    }
  });

  it('shows a pending event only to its owner and administrators; others get 404', async () => {
    const created = eventWithTypes.parse(
      (await callApi('/api/events', { token: owner.idToken, json: validEvent })).body,
    );
    const path = `/api/events/${created.id}`;
    expect((await callApi(path, { token: owner.idToken })).status).toBe(200);
    expect((await callApi(path, { token: admin.idToken })).status).toBe(200);
    for (const token of [otherOrganiser.idToken, anonymous.idToken, undefined]) {
      const answer = await callApi(path, { token });
      expect(answer.status).toBe(404);
      expect(apiErrorBody.parse(answer.body).error.code).toBe('not_found');
    }
    const missing = await callApi('/api/events/doesNotExist123', { token: owner.idToken });
    expect(missing.status).toBe(404);
  });

  it('lets an administrator approve, after which anyone can read it', async () => {
    const created = eventWithTypes.parse(
      (await callApi('/api/events', { token: owner.idToken, json: validEvent })).body,
    );
    const approvalPath = `/api/admin/events/${created.id}/approval`;
    const byOwner = await callApi(approvalPath, { token: owner.idToken, json: { approved: true } });
    expect(byOwner.status).toBe(403);

    const approved = await callApi(approvalPath, {
      token: admin.idToken,
      json: { approved: true },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ approved: true, status: 'approved' });

    const publicRead = await callApi(`/api/events/${created.id}`);
    expect(publicRead.status).toBe(200);
    expect(publicEvent.parse(publicRead.body).types).toHaveLength(1);
  });

  it('answers anyone but the owner and administrators with only what a buyer needs', async () => {
    const created = eventWithTypes.parse(
      (await callApi('/api/events', { token: owner.idToken, json: validEvent })).body,
    );
    await callApi(`/api/admin/events/${created.id}/approval`, {
      token: admin.idToken,
      json: { approved: true },
    });
    const path = `/api/events/${created.id}`;
    for (const viewer of [undefined, anonymous, otherOrganiser]) {
      const answer = await callApi(path, { token: viewer?.idToken });
      expect(answer.status).toBe(200);
      // Exactly these keys: nothing about the organiser, the review or the sales.
      expect(answer.body).toEqual({
        id: created.id,
        name: 'Rooftop Jazz',
        description: 'Live jazz above the city',
        types: [
          {
            id: created.types[0]!.id,
            name: 'General',
            price: 15000,
            currency: 'ZAR',
            maxPerOrder: 6,
            salesStart: null,
            salesEnd: null,
            left: 100,
          },
        ],
      });
      expect(JSON.stringify(answer.body)).not.toContain(owner.uid);
    }
    for (const viewer of [owner, admin]) {
      const full = eventWithTypes.parse((await callApi(path, { token: viewer.idToken })).body);
      expect(full).toMatchObject({ uid: owner.uid, status: 'approved' });
      expect(full.types[0]).toMatchObject({ capacity: 100, sold: 0, left: 100 });
      // The owner's view is a whole public view too (the owner may open the public page).
      expect(publicEvent.parse(full).types[0]!.left).toBe(100);
    }
    const availability = await callApi(`${path}/availability`);
    expect(JSON.stringify(availability.body)).not.toContain(owner.uid);
  });

  it('lets shared caches keep the answer to nobody in particular, and nothing else', async () => {
    const created = eventWithTypes.parse(
      (await callApi('/api/events', { token: owner.idToken, json: validEvent })).body,
    );
    const path = `/api/events/${created.id}`;
    // Not approved yet: the 404 must not be cached either (Hosting keeps 404s otherwise).
    const missing = await callApi(path);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    await callApi(`/api/admin/events/${created.id}/approval`, {
      token: admin.idToken,
      json: { approved: true },
    });
    const anonymousView = await callApi(path);
    expect(anonymousView.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    expect(anonymousView.headers.get('vary')).toMatch(/Authorization/i);
    for (const viewer of [owner, anonymous]) {
      const answer = await callApi(path, { token: viewer.idToken });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('vary')).toMatch(/Authorization/i);
    }
  });

  it('requires a reason to reject, and shows it to the owner', async () => {
    const created = eventWithTypes.parse(
      (await callApi('/api/events', { token: owner.idToken, json: validEvent })).body,
    );
    const approvalPath = `/api/admin/events/${created.id}/approval`;
    const noReason = await callApi(approvalPath, {
      token: admin.idToken,
      json: { approved: false },
    });
    expect(noReason.status).toBe(400);
    expect(apiErrorBody.parse(noReason.body).error.fields).toHaveProperty('rejectedReason');

    const rejected = await callApi(approvalPath, {
      token: admin.idToken,
      json: { approved: false, rejectedReason: 'Add a venue' },
    });
    expect(rejected.status).toBe(200);
    const seen = eventWithTypes.parse(
      (await callApi(`/api/events/${created.id}`, { token: owner.idToken })).body,
    );
    expect(seen).toMatchObject({
      status: 'rejected',
      approved: false,
      rejectedReason: 'Add a venue',
    });
    expect((await callApi(`/api/events/${created.id}`)).status).toBe(404);
  });
});
