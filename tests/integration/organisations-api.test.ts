/**
 * Organisations of one's own (issue 38), through the API on both backends: a person founds
 * another organisation, makes events in it and switches between their lists; only those whose
 * role edits events (not limited to chosen ones) make events in it; an organisation with events
 * cannot be deleted, one without can by an owner, and its address is free again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import type { CreateEventRequest } from '../../functions/src/contract/events';
import { myEventsResponse } from '../../functions/src/contract/my-events';
import { myOrganisationsResponse } from '../../functions/src/contract/organisations';
import type { TeamRole } from '../../functions/src/contract/team-roles';
import { paths } from '../../functions/src/paths';
import { callApi } from '../support/api';
import { signUp, type TestUser } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';

let founder: TestUser;
let partner: TestUser;
let door: TestUser;
let limited: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [founder, partner, door, limited, stranger] = await Promise.all(
    ['founder', 'partner', 'door', 'limited', 'stranger'].map((label) => signUp(label)),
  );
});

afterAll(closeBackendDocs);

const found = (by: TestUser, name: unknown) =>
  callApi('/api/organisations', { token: by.idToken, json: { name } });
const mine = async (by: TestUser) =>
  myOrganisationsResponse.parse(
    (await callApi('/api/organisations/mine', { token: by.idToken })).body,
  ).organisations;
const newEvent = (by: TestUser, orgId: string | undefined, name: string) =>
  callApi('/api/events', {
    token: by.idToken,
    json: {
      name,
      description: '',
      ...(orgId ? { orgId } : {}),
      types: [{ name: 'General', price: 0, currency: 'ZAR', capacity: 10, maxPerOrder: 2 }],
    } satisfies CreateEventRequest,
  });
const eventsOf = async (by: TestUser, orgId?: string) =>
  myEventsResponse.parse(
    (
      await callApi(`/api/events/mine${orgId ? `?orgId=${orgId}` : ''}`, {
        token: by.idToken,
      })
    ).body,
  );
const join = (orgId: string, user: TestUser, role: TeamRole, eventIds?: string[]) =>
  backendDocs().set(paths.membership(orgId, user.uid), {
    orgId,
    uid: user.uid,
    role,
    ...(eventIds ? { eventIds } : {}),
    addedAt: new Date().toISOString(),
  });
const refusal = (body: unknown) => apiErrorBody.parse(body).error;

describe('organisations', () => {
  it('are founded by name, with an address of their own, and listed with the role', async () => {
    const made = await found(founder, '  Night Market Collective ');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Night Market Collective',
      slug: 'night-market-collective',
      role: 'owner',
    });
    const second = await found(founder, 'Night Market Collective');
    expect(second.body).toMatchObject({ slug: 'night-market-collective-2' });
    expect((await mine(founder)).map((organisation) => organisation.slug).sort()).toEqual([
      'night-market-collective',
      'night-market-collective-2',
    ]);

    // A name that is one of the site's own words gets an address that is not.
    expect((await found(founder, 'Events')).body).toMatchObject({ slug: 'events-org' });

    const blank = await found(founder, ' ');
    expect(blank.status).toBe(400);
    expect(refusal(blank.body).fields).toEqual({ name: 'Give the organisation a name' });
    expect(await mine(founder)).toHaveLength(3);
  });

  it('hold their own events; only members who edit all of them make new ones', async () => {
    const { id: orgId } = (await found(founder, 'Rooftop Sessions Ltd')).body as { id: string };
    const own = await newEvent(founder, undefined, 'In my own');
    const theirs = await newEvent(founder, orgId, 'In the company');
    expect(theirs.status).toBe(201);
    expect(theirs.body).toMatchObject({ orgId });
    // Each list is one organisation's.
    expect((await eventsOf(founder, orgId)).events.map((event) => event.name)).toEqual([
      'In the company',
    ]);
    expect((await eventsOf(founder)).events.map((event) => event.name)).toContain('In my own');
    expect(own.status).toBe(201);

    await join(orgId, partner, 'event_manager');
    await join(orgId, door, 'box_office');
    await join(orgId, limited, 'event_manager', [(theirs.body as { id: string }).id]);
    expect((await newEvent(partner, orgId, 'By a partner')).status).toBe(201);
    const byDoor = await newEvent(door, orgId, 'By the door');
    expect(byDoor.status).toBe(403);
    expect(refusal(byDoor.body).details).toEqual({ right: 'event.edit' });
    const byLimited = await newEvent(limited, orgId, 'By someone limited');
    expect(byLimited.status).toBe(403);
    expect((await newEvent(stranger, orgId, 'By a stranger')).status).toBe(404);
    expect((await eventsOf(founder, orgId)).total).toBe(2);
  });

  it('go when they have no events, by an owner, and free their address', async () => {
    const { id: orgId } = (await found(founder, 'Pop-up Cinema')).body as { id: string };
    await join(orgId, partner, 'admin');
    const event = (await newEvent(founder, orgId, 'One night only')).body as { id: string };
    const remove = (by: TestUser) =>
      callApi(`/api/organisations/${orgId}`, { method: 'DELETE', token: by.idToken });

    const byAdmin = await remove(partner);
    expect(byAdmin.status).toBe(403);
    expect(refusal(byAdmin.body).details).toEqual({ right: 'organisation.delete' });
    expect((await remove(stranger)).status).toBe(404);
    const withEvents = await remove(founder);
    expect(withEvents.status).toBe(409);
    expect((await mine(partner)).map((organisation) => organisation.id)).toContain(orgId);

    const deleted = await callApi(`/api/events/${event.id}`, {
      method: 'DELETE',
      token: founder.idToken,
    });
    expect(deleted.status).toBe(204);
    expect((await remove(founder)).status).toBe(204);
    expect((await mine(founder)).map((organisation) => organisation.id)).not.toContain(orgId);
    expect((await mine(partner)).map((organisation) => organisation.id)).not.toContain(orgId);
    expect((await backendDocs().get(paths.organisationSlug('pop-up-cinema'))).data).toBeUndefined();
    expect((await found(founder, 'Pop-up Cinema')).body).toMatchObject({ slug: 'pop-up-cinema' });
  });
});
