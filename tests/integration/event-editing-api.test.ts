import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import {
  eventWithTypes,
  type CreateEventRequest,
  type EventWithTypes,
} from '../../functions/src/contract/events';
import { callApi } from '../support/api';
import type { TestUser } from '../support/auth-emulator';
import { signUpEventManagers } from '../support/event-managers';
import { approveEvent, createEvent } from '../support/events';
import { harbourLights as draft } from '../support/harbour-lights';

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  ({ owner, other, admin, visitor } = await signUpEventManagers());
});

const create = () => createEvent(owner, draft);
const approve = (eventId: string) => approveEvent(admin, eventId);

function asUpdate(event: EventWithTypes): CreateEventRequest {
  return {
    ...draft,
    name: event.name,
    description: event.description,
    types: event.types.map(({ id, name, price, currency, capacity, maxPerOrder }) => ({
      id,
      name,
      price,
      currency,
      capacity,
      maxPerOrder,
    })),
  };
}

describe('editing events', () => {
  it('lets only the owner and administrators edit; others get 404', async () => {
    const event = await create();
    const path = `/api/events/${event.id}`;
    const update = { ...asUpdate(event), description: 'Edited' };
    expect(
      (await callApi(path, { method: 'PUT', token: other.idToken, json: update })).status,
    ).toBe(404);
    expect(
      (await callApi(path, { method: 'PUT', token: visitor.idToken, json: update })).status,
    ).toBe(403);
    expect((await callApi(path, { method: 'PUT', json: update })).status).toBe(401);
    const byAdmin = await callApi(path, { method: 'PUT', token: admin.idToken, json: update });
    expect(byAdmin.status).toBe(200);
    const byOwner = await callApi(path, {
      method: 'PUT',
      token: owner.idToken,
      json: { ...update, name: 'Harbour Lights 2' },
    });
    expect(eventWithTypes.parse(byOwner.body)).toMatchObject({
      name: 'Harbour Lights 2',
      description: 'Edited',
    });
  });

  it('validates edits with the wizard schema and changes nothing on bad input', async () => {
    const event = await create();
    const path = `/api/events/${event.id}`;
    const bad = await callApi(path, {
      method: 'PUT',
      token: owner.idToken,
      json: { ...asUpdate(event), name: '' },
    });
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body).error.fields?.name).toBe('Need name');
    const unknownType = asUpdate(event);
    unknownType.types![0] = { ...unknownType.types![0]!, id: 'notAType' };
    const unknown = await callApi(path, { method: 'PUT', token: owner.idToken, json: unknownType });
    expect(unknown.status).toBe(400);
    expect(apiErrorBody.parse(unknown.body).error.fields?.['types.0.id']).toMatch(
      /no longer exists/,
    );
    const unchanged = eventWithTypes.parse((await callApi(path, { token: owner.idToken })).body);
    expect(unchanged).toMatchObject({ name: event.name, description: event.description });
    expect(unchanged.types.map((type) => type.id)).toEqual(event.types.map((type) => type.id));
  });

  it('sends an approved event back to review only when buyers would see the change', async () => {
    const event = await create();
    await approve(event.id);
    const path = `/api/events/${event.id}`;
    const capacityOnly = asUpdate(event);
    capacityOnly.types![0] = { ...capacityOnly.types![0]!, capacity: 250 };
    const quiet = eventWithTypes.parse(
      (await callApi(path, { method: 'PUT', token: owner.idToken, json: capacityOnly })).body,
    );
    expect(quiet.status).toBe('approved');
    expect(quiet.types[0]!.capacity).toBe(250);

    const priceChange = {
      ...capacityOnly,
      types: capacityOnly.types!.map((type, index) =>
        index === 0 ? { ...type, price: 17500 } : type,
      ),
    };
    const loud = eventWithTypes.parse(
      (await callApi(path, { method: 'PUT', token: owner.idToken, json: priceChange })).body,
    );
    expect(loud.status).toBe('pending');
    expect((await callApi(path)).status).toBe(404);
  });

  it('adds and removes ticket types', async () => {
    const event = await create();
    const update = asUpdate(event);
    update.types = [
      update.types![1]!,
      { name: 'Early bird', price: 9000, currency: 'ZAR', capacity: 20, maxPerOrder: 4 },
    ];
    const saved = eventWithTypes.parse(
      (
        await callApi(`/api/events/${event.id}`, {
          method: 'PUT',
          token: owner.idToken,
          json: update,
        })
      ).body,
    );
    expect(saved.types.map((type) => type.name)).toEqual(['VIP', 'Early bird']);
    expect(saved.types[0]!.id).toBe(event.types[1]!.id);
  });
});
