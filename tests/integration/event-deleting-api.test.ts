import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import type { TestUser } from '../support/auth-emulator';
import { signUpEventManagers } from '../support/event-managers';
import { createEvent } from '../support/events';
import { harbourLights as draft } from '../support/harbour-lights';

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ({ owner, other } = await signUpEventManagers());
});

const create = () => createEvent(owner, draft);

describe('deleting events', () => {
  it('deletes an event without sales, for its owner only', async () => {
    const event = await create();
    expect(
      (await callApi(`/api/events/${event.id}`, { method: 'DELETE', token: other.idToken })).status,
    ).toBe(404);
    expect(
      (await callApi(`/api/events/${event.id}`, { method: 'DELETE', token: owner.idToken })).status,
    ).toBe(204);
    expect((await callApi(`/api/events/${event.id}`, { token: owner.idToken })).status).toBe(404);
  });
});
