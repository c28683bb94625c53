import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminUsersResponse,
  moderationQueueResponse,
  searchResponse,
} from '../../functions/src/contract/admin';
import { apiErrorBody } from '../../functions/src/contract/errors';
import {
  eventWithTypes,
  type CreateEventRequest,
  type EventWithTypes,
} from '../../functions/src/contract/events';
import { callApi } from '../support/api';
import { allAdminEvents } from '../support/events';
import { allAdminUsers } from '../support/admin-users';
import {
  newAdmin,
  signIn,
  signInAnonymously,
  signUp,
  type TestUser,
} from '../support/auth-emulator';
import { waitFor } from '../support/wait-for';
import { photoJpeg } from '../support/images';
import { testEnv } from '../support/test-env';
import { readOutbox } from '../support/outbox';

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let visitor: TestUser;

const draft: CreateEventRequest = {
  name: 'Harbour Lights',
  description: 'Boats and lanterns',
  locationText: 'V&A Waterfront, Cape Town',
  location: { lat: -33.9, lng: 18.42 },
  startsAt: '2027-01-10T17:00:00.000Z',
  endsAt: '2027-01-10T22:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  types: [
    { name: 'General', price: 15000, currency: 'ZAR', capacity: 100, maxPerOrder: 6 },
    { name: 'VIP', price: 45000, currency: 'ZAR', capacity: 10, maxPerOrder: 2 },
  ],
};

async function create(token = owner.idToken): Promise<EventWithTypes> {
  const answer = await callApi('/api/events', { token, json: draft });
  expect(answer.status).toBe(201);
  return eventWithTypes.parse(answer.body);
}

async function approve(eventId: string) {
  const answer = await callApi(`/api/admin/events/${eventId}/approval`, {
    token: admin.idToken,
    json: { approved: true },
  });
  expect(answer.status).toBe(200);
}

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

beforeAll(async () => {
  [owner, other, admin, visitor] = await Promise.all([
    signUp('owner'),
    signUp('other'),
    newAdmin(),
    signInAnonymously(),
  ]);
  await callApi('/api/me/profile', { token: owner.idToken });
});

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

describe('rejecting, resubmitting, approving', () => {
  it('runs the approval trigger: audit, organiser email, then the public page', async () => {
    const event = await create();
    const approvalPath = `/api/admin/events/${event.id}/approval`;
    await callApi(approvalPath, {
      token: admin.idToken,
      json: { approved: false, rejectedReason: 'Add the venue map' },
    });
    await waitFor(async () => {
      const mails = await readOutbox();
      return mails.some(
        (mail) => mail.to === owner.email && mail.text.includes('Add the venue map'),
      );
    });

    const premature = await callApi(`/api/events/${event.id}/resubmit`, {
      method: 'POST',
      token: other.idToken,
    });
    expect(premature.status).toBe(404);
    const resubmitted = await callApi(`/api/events/${event.id}/resubmit`, {
      method: 'POST',
      token: owner.idToken,
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ status: 'pending' });
    const twice = await callApi(`/api/events/${event.id}/resubmit`, {
      method: 'POST',
      token: owner.idToken,
    });
    expect(twice.status).toBe(409);

    await approve(event.id);
    await waitFor(async () =>
      (await readOutbox()).some(
        (mail) => mail.subject === `Approved: ${draft.name} is live` && mail.to === owner.email,
      ),
    );
    expect((await callApi(`/api/events/${event.id}`)).status).toBe(200);
  });

  it('lists events by status a page at a time, with totals and organisers, for administrators only', async () => {
    const event = await create();
    expect((await callApi('/api/admin/events', { token: owner.idToken })).status).toBe(403);
    // The organiser's email comes from their profile, which the web's sign-up creates.
    expect((await callApi('/api/me/profile', { token: owner.idToken })).status).toBe(200);
    const pending = await allAdminEvents(admin, 'pending');
    expect(pending.every((listed) => listed.status === 'pending')).toBe(true);
    const listed = pending.find((e) => e.id === event.id);
    expect(listed?.types.map((type) => [type.name, type.price])).toEqual([
      ['General', 15000],
      ['VIP', 45000],
    ]);
    expect(listed?.organiserEmail).toBe(owner.email);
    expect((await allAdminEvents(admin, 'approved')).some((e) => e.id === event.id)).toBe(false);

    const first = moderationQueueResponse.parse(
      (await callApi('/api/admin/events?status=pending&limit=1', { token: admin.idToken })).body,
    );
    expect(first.events).toHaveLength(1);
    expect(first.totals.pending).toBeGreaterThanOrEqual(1);
    const { pending: p, approved, rejected, all } = first.totals;
    expect(all).toBe(p + approved + rejected);

    for (const query of ['status=draft', 'limit=101', 'after=bogus']) {
      const refused = await callApi(`/api/admin/events?${query}`, { token: admin.idToken });
      expect(refused.status, query).toBe(400);
    }
  });
});

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

describe('banners', () => {
  it('uploads a banner for my event only, and a new banner sends an approved event back to review', async () => {
    const event = await create();
    await approve(event.id);
    const form = (eventId: string) => {
      const data = new FormData();
      data.append('target', 'event-banner');
      data.append('eventId', eventId);
      return data;
    };
    const photo = await photoJpeg(1200, 600);
    const withImage = (data: FormData) => {
      data.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'banner.jpg');
      return data;
    };
    const foreign = await callApi('/api/uploadImage', {
      token: other.idToken,
      rawBody: withImage(form(event.id)),
    });
    expect(foreign.status).toBe(404);
    const mine = await callApi<{ url: string }>('/api/uploadImage', {
      token: owner.idToken,
      rawBody: withImage(form(event.id)),
    });
    expect(mine.status).toBe(201);
    const seen = eventWithTypes.parse(
      (await callApi(`/api/events/${event.id}`, { token: owner.idToken })).body,
    );
    expect(seen.status).toBe('pending');
    expect(seen.imageUrl).toBeDefined();
    expect((await callApi(seen.imageUrl!, { token: owner.idToken })).status).toBe(200);
    expect((await callApi(seen.imageUrl!)).status).toBe(404);
  });

  it('serves each banner version under its own URL, and the public only the approved one', async () => {
    const event = await create();
    const uploadBanner = async (red: number) => {
      const data = new FormData();
      data.append('target', 'event-banner');
      data.append('eventId', event.id);
      const photo = await photoJpeg(600, 300, red);
      data.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'b.jpg');
      const answer = await callApi<{ url: string }>('/api/uploadImage', {
        token: owner.idToken,
        rawBody: data,
      });
      expect(answer.status).toBe(201);
      return answer.body.url;
    };
    const banner = async (url: string, token?: string) => {
      const response = await fetch(`${testEnv.hostingUrl}${url}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, bytes, cache: response.headers.get('cache-control') };
    };
    const approvedUrl = await uploadBanner(200);
    await approve(event.id);
    const approved = await banner(approvedUrl);
    expect(approved).toMatchObject({ status: 200, cache: 'public, max-age=300' });

    // A new banner awaits review: the approved URL still serves the approved bytes (to the
    // owner: the event itself is not public meanwhile), and the new one has its own URL.
    const newUrl = await uploadBanner(40);
    expect(newUrl).not.toBe(approvedUrl);
    const old = await banner(approvedUrl, owner.idToken);
    expect(old.status).toBe(200);
    expect(old.bytes.equals(approved.bytes)).toBe(true);
    const fresh = await banner(newUrl, owner.idToken);
    expect(fresh).toMatchObject({ status: 200, cache: 'private, no-store' });
    expect(fresh.bytes.equals(approved.bytes)).toBe(false);
    expect((await banner(newUrl)).status).toBe(404);
    expect((await banner(approvedUrl)).status).toBe(404);

    await approve(event.id);
    const published = await banner(newUrl);
    expect(published).toMatchObject({ status: 200, cache: 'public, max-age=300' });
    expect(published.bytes.equals(fresh.bytes)).toBe(true);
    // The replaced version is gone: its URL never serves other bytes.
    expect((await banner(approvedUrl)).status).toBe(404);
    expect((await banner(approvedUrl, owner.idToken)).status).toBe(404);
    const view = await callApi<{ imageUrl?: string }>(`/api/events/${event.id}`);
    expect(view.body.imageUrl).toBe(newUrl);
  });
});

describe('administrators and users', () => {
  it('lists users with questionnaire progress and lets administrators disable and re-enable them', async () => {
    const target = await signUp('target');
    await callApi('/api/me/profile', { token: target.idToken });
    expect((await callApi('/api/admin/users', { token: owner.idToken })).status).toBe(403);
    const listed = (await allAdminUsers(admin)).find((user) => user.uid === target.uid);
    expect(listed).toMatchObject({
      email: target.email,
      disabled: false,
      isAdmin: false,
      started: false,
      country: 'Country',
    });
    expect(listed?.progress).toBeUndefined();
    // A page at a time, in Auth's order, through Auth's own page tokens.
    const first = adminUsersResponse.parse(
      (await callApi('/api/admin/users?limit=1', { token: admin.idToken })).body,
    );
    expect(first.users.length).toBeLessThanOrEqual(1);
    expect(first.nextCursor).toBeDefined();
    // (The Auth emulator takes any page token; Auth's refusal is the adapter's unit test.)
    for (const query of ['limit=101', 'limit=0']) {
      const refused = await callApi(`/api/admin/users?${query}`, { token: admin.idToken });
      expect(refused.status, query).toBe(400);
    }

    const path = `/api/admin/users/${target.uid}/disabled`;
    expect((await callApi(path, { token: admin.idToken, json: { disabled: 'yes' } })).status).toBe(
      400,
    );
    expect((await callApi(path, { token: admin.idToken, json: { disabled: true } })).status).toBe(
      200,
    );
    expect((await callApi('/api/me/profile', { token: target.idToken })).status).toBe(403);
    expect((await callApi(path, { token: admin.idToken, json: { disabled: false } })).status).toBe(
      200,
    );
    const back = await signIn(target.email!, target.password!);
    expect((await callApi('/api/me/profile', { token: back.idToken })).status).toBe(200);
    expect(
      (
        await callApi(`/api/admin/users/${admin.uid}/disabled`, {
          token: admin.idToken,
          json: { disabled: true },
        })
      ).status,
    ).toBe(409);
  });

  it('grants and revokes the admin claim, but nobody revokes their own', async () => {
    const helper = await signUp('helper');
    const grant = await callApi(`/api/admin/users/${helper.uid}/admin`, {
      token: admin.idToken,
      json: { admin: true },
    });
    expect(grant.status).toBe(200);
    const promoted = await signIn(helper.email!, helper.password!);
    expect((await callApi('/api/admin/users', { token: promoted.idToken })).status).toBe(200);
    const self = await callApi(`/api/admin/users/${admin.uid}/admin`, {
      token: admin.idToken,
      json: { admin: false },
    });
    expect(self.status).toBe(409);
    await callApi(`/api/admin/users/${helper.uid}/admin`, {
      token: admin.idToken,
      json: { admin: false },
    });
    // The old token still says admin; the live check refuses it at once.
    expect((await callApi('/api/admin/users', { token: promoted.idToken })).status).toBe(403);
  });
});

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
