/**
 * The approval trigger as each backend fires it: the embedded change consumer, or the
 * Firestore emulator calling the Functions emulator (never called by hand here). Every
 * change of an event's status gets its own audit entry; decisions email the organiser once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWithTypes, type CreateEventRequest } from '../../functions/src/contract/events';
import { callApi } from '../support/api';
import { newAdmin, signUp, type TestUser } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { bannerUploadForm, photoJpeg } from '../support/images';
import { readOutbox } from '../support/outbox';
import { waitFor } from '../support/wait-for';

let owner: TestUser;
let admin: TestUser;

const draft: CreateEventRequest = {
  name: 'Lantern Parade',
  description: 'Paper lanterns along the promenade',
  types: [{ name: 'General', price: 5000, currency: 'ZAR', capacity: 50, maxPerOrder: 4 }],
};

beforeAll(async () => {
  [owner, admin] = await Promise.all([signUp('owner'), newAdmin()]);
  await callApi('/api/me/profile', { token: owner.idToken });
});
afterAll(() => closeBackendDocs());

type AuditEntry = { eventId: string; from: string; to: string; by: string | null };

async function auditTrail(eventId: string): Promise<AuditEntry[]> {
  const entries = await backendDocs().query<AuditEntry & { at: string }>({
    collection: 'auditLog',
    where: [{ field: 'eventId', op: '==', value: eventId }],
  });
  return entries
    .map((entry) => entry.data)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ eventId: id, from, to, by }) => ({ eventId: id, from, to, by }));
}

async function auditedSteps(eventId: string, count: number): Promise<AuditEntry[]> {
  await waitFor(async () => (await auditTrail(eventId)).length >= count, 20_000);
  return auditTrail(eventId);
}

async function decide(eventId: string, decision: object) {
  const answer = await callApi(`/api/admin/events/${eventId}/approval`, {
    token: admin.idToken,
    json: decision,
  });
  expect(answer.status).toBe(200);
}

describe('the approval trigger', () => {
  it('audits each change apart and emails each decision once', async () => {
    const created = await callApi('/api/events', { token: owner.idToken, json: draft });
    const event = eventWithTypes.parse(created.body);
    const step = (from: string, to: string, by: TestUser) => ({
      eventId: event.id,
      from,
      to,
      by: by.uid,
    });

    // Each decision's email is awaited before the next change: a decision overtaken by a
    // newer change is, rightly, no longer mailed.
    const mine = async () =>
      (await readOutbox()).filter((mail) => mail.to === owner.email).map((mail) => mail.subject);
    const mailed = (count: number) => waitFor(async () => (await mine()).length >= count, 20_000);

    await decide(event.id, { approved: false, rejectedReason: 'Add the route map' });
    await auditedSteps(event.id, 1);
    await mailed(1);
    const resubmitted = await callApi(`/api/events/${event.id}/resubmit`, {
      method: 'POST',
      token: owner.idToken,
    });
    expect(resubmitted.status).toBe(200);
    await auditedSteps(event.id, 2);
    await decide(event.id, { approved: true });
    await auditedSteps(event.id, 3);
    await mailed(2);

    // An edit buyers would see sends the approved event back to review...
    const edited = await callApi(`/api/events/${event.id}`, {
      method: 'PUT',
      token: owner.idToken,
      json: {
        ...draft,
        name: 'Lantern Parade 2027',
        types: event.types.map(({ id, name, price, currency, capacity, maxPerOrder }) => ({
          ...{ id, name, price, currency, capacity, maxPerOrder },
        })),
      },
    });
    expect(edited.status).toBe(200);
    await auditedSteps(event.id, 4);
    await decide(event.id, { approved: true });
    await auditedSteps(event.id, 5);
    await mailed(3);

    // ...and so does a new banner.
    const banner = await callApi('/api/uploadImage', {
      token: owner.idToken,
      rawBody: bannerUploadForm(event.id, await photoJpeg(1200, 600)),
    });
    expect(banner.status).toBe(201);

    expect(await auditedSteps(event.id, 6)).toEqual([
      step('pending', 'rejected', admin),
      step('rejected', 'pending', owner),
      step('pending', 'approved', admin),
      step('approved', 'pending', owner),
      step('pending', 'approved', admin),
      step('approved', 'pending', owner),
    ]);

    expect((await mine()).sort()).toEqual([
      'Approved: Lantern Parade 2027 is live',
      'Approved: Lantern Parade is live',
      'Changes needed: Lantern Parade',
    ]);
  });
});
