import { beforeAll, describe, expect, it } from 'vitest';
import { searchResponse } from '../../functions/src/contract/admin';
import { callApi } from '../support/api';
import type { TestUser } from '../support/auth-emulator';
import { signUpEventManagers } from '../support/event-managers';
import { createEvent } from '../support/events';
import { harbourLights as draft } from '../support/harbour-lights';

let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ owner, other, admin } = await signUpEventManagers());
});

const create = (token = owner.idToken) => createEvent({ idToken: token }, draft);

describe('search', () => {
  it('finds my own events for organisers, and events and users for administrators', async () => {
    const mine = await create();
    const theirs = await create(other.idToken);
    const forOwner = searchResponse.parse(
      (await callApi('/api/search?q=harbour', { token: owner.idToken })).body,
    );
    expect(forOwner.events.map((e) => e.id)).toContain(mine.id);
    expect(forOwner.events.map((e) => e.id)).not.toContain(theirs.id);
    expect(forOwner.users).toEqual([]);
    const forAdmin = searchResponse.parse(
      (await callApi(`/api/search?q=${encodeURIComponent('HARBOUR')}`, { token: admin.idToken }))
        .body,
    );
    expect(forAdmin.events.map((e) => e.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const people = searchResponse.parse(
      (await callApi(`/api/search?q=${encodeURIComponent(other.email!)}`, { token: admin.idToken }))
        .body,
    );
    expect(people.users.map((u) => u.uid)).toEqual([other.uid]);
    expect((await callApi('/api/search?q=', { token: owner.idToken })).status).toBe(400);
  });
});
