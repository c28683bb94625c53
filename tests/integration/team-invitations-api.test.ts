/**
 * Issue 38's invitations and members, through the API on both backends: an owner or admin
 * invites by email with a role; the emailed link opens the invitation once, for the address
 * invited; refusals say which field or why and write nothing; a removed member is refused on
 * their next request; the organisation always keeps an owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import type { EventWithTypes } from '../../functions/src/contract/events';
import {
  invitationTokenHeader,
  auditResponse,
  invitationView,
  teamResponse,
  type InviteRequest,
} from '../../functions/src/contract/organisations';
import { paths } from '../../functions/src/paths';
import { callApi } from '../support/api';
import { signUp, type TestUser } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { createEvent } from '../support/events';
import { readOutbox } from '../support/outbox';
import { waitFor } from '../support/wait-for';

let owner: TestUser;
let event: EventWithTypes;
let orgId: string;
let elsewhere: EventWithTypes;

const types = [
  { name: 'General', price: 0, currency: 'ZAR' as const, capacity: 10, maxPerOrder: 2 },
];

beforeAll(async () => {
  let other: TestUser;
  [owner, other] = await Promise.all([signUp('team-owner'), signUp('team-other')]);
  [event, elsewhere] = await Promise.all([
    createEvent(owner, { name: 'Team gig', description: '', types }),
    createEvent(other, { name: 'Not theirs', description: '', types }),
  ]);
  orgId = `personal-${owner.uid}`;
});

afterAll(closeBackendDocs);

const invite = (by: TestUser, json: Partial<InviteRequest> | Record<string, unknown>) =>
  callApi(`/api/organisations/${orgId}/invitations`, { token: by.idToken, json });

const team = async (by: TestUser = owner) =>
  teamResponse.parse(
    (await callApi(`/api/organisations/${orgId}/team`, { token: by.idToken })).body,
  );

/** The invitation's id and secret, from the link in the latest email to `email`. */
async function linkSentTo(email: string, sends = 1): Promise<{ id: string; token: string }> {
  const sentTo = async () => (await readOutbox()).filter((mail) => mail.to === email);
  await waitFor(async () => (await sentTo()).length >= sends);
  const latest = (await sentTo()).sort((a, b) => (a.sentAt ?? '').localeCompare(b.sentAt ?? ''));
  const match = /\/invitations\/([A-Za-z0-9_-]+)#([A-Za-z0-9_-]{43})/.exec(latest.at(-1)!.text);
  return { id: match![1]!, token: match![2]! };
}

const openLink = (link: { id: string; token: string }) =>
  callApi(`/api/invitations/${link.id}`, { headers: { [invitationTokenHeader]: link.token } });
const accept = (by: TestUser, link: { id: string; token: string }) =>
  callApi(`/api/invitations/${link.id}/accept`, { token: by.idToken, json: { token: link.token } });
const money = (by: TestUser) => callApi(`/api/events/${event.id}/money`, { token: by.idToken });

describe('team invitations', () => {
  it('brings someone in with the role invited, once, for the address invited only', async () => {
    const [finance, stranger] = await Promise.all([signUp('finance'), signUp('stranger')]);
    const invited = await invite(owner, { email: finance.email!.toUpperCase(), role: 'finance' });
    expect(invited.status).toBe(201);
    expect(invitationView.parse(invited.body)).toMatchObject({
      email: finance.email,
      role: 'finance',
      state: 'pending',
    });
    const link = await linkSentTo(finance.email!);

    expect((await openLink(link)).body).toMatchObject({ role: 'finance', email: finance.email });
    expect((await openLink({ ...link, token: 'x'.repeat(43) })).status).toBe(404);
    const wrongPerson = await accept(stranger, link);
    expect(wrongPerson.status).toBe(403);
    expect(apiErrorBody.parse(wrongPerson.body).error.message).toContain(finance.email);

    expect((await money(finance)).status).toBe(404);
    expect((await accept(finance, link)).body).toEqual({ orgId, role: 'finance' });
    expect((await money(finance)).status).toBe(200);
    const again = await accept(finance, link);
    expect(again.status).toBe(410);
    expect(apiErrorBody.parse(again.body).error.details).toEqual({ reason: 'accepted' });
    const { members } = await team();
    expect(members.map((member) => [member.email, member.role])).toEqual([
      [owner.email, 'owner'],
      [finance.email, 'finance'],
    ]);
    // When each was last active: their sign-ins, as Auth knows them.
    for (const member of members) {
      expect(Date.parse(member.lastActiveAt ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000);
    }
  });

  it('refuses bad invitations naming the field, and writes nothing', async () => {
    const before = await team();
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'not-an-email', role: 'viewer' }, 400, 'email'],
      [{ email: 'x@example.com', role: 'emperor' }, 400, 'role'],
      [{ email: 'x@example.com', role: 'viewer', eventIds: [elsewhere.id] }, 400, 'eventIds'],
      [{ email: 'x@example.com', role: 'owner', eventIds: [event.id] }, 400, 'eventIds'],
      [{ email: owner.email, role: 'viewer' }, 409, 'email'],
    ];
    for (const [json, status, field] of refusals) {
      const answer = await invite(owner, json);
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(apiErrorBody.parse(answer.body).error.fields?.[field]).toBeDefined();
    }
    expect(await team()).toEqual(before);
  });

  it('refuses a second invitation to the same address, and a link revoked or expired', async () => {
    const [revoked, late] = await Promise.all([signUp('revoked'), signUp('late')]);
    expect((await invite(owner, { email: revoked.email!, role: 'viewer' })).status).toBe(201);
    expect((await invite(owner, { email: revoked.email!, role: 'admin' })).status).toBe(409);
    const revokedLink = await linkSentTo(revoked.email!);
    const removal = await callApi(`/api/organisations/${orgId}/invitations/${revokedLink.id}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(removal.status).toBe(204);
    expect(apiErrorBody.parse((await openLink(revokedLink)).body).error.details).toEqual({
      reason: 'revoked',
    });

    await invite(owner, { email: late.email!, role: 'box_office', eventIds: [event.id] });
    const lateLink = await linkSentTo(late.email!);
    await backendDocs().update(paths.invitation(lateLink.id), {
      expiresAt: '2020-01-01T00:00:00.000Z',
    });
    const expired = await accept(late, lateLink);
    expect(expired.status).toBe(410);
    expect(apiErrorBody.parse(expired.body).error.details).toEqual({ reason: 'expired' });

    // Sent again: a new link that works, the old one no longer.
    const resent = await callApi(`/api/organisations/${orgId}/invitations/${lateLink.id}/resend`, {
      method: 'POST',
      token: owner.idToken,
    });
    expect(resent.status).toBe(200);
    const newLink = await linkSentTo(late.email!, 2);
    expect((await openLink(lateLink)).status).toBe(404);
    expect((await accept(late, newLink)).body).toEqual({ orgId, role: 'box_office' });
    // A new role alone keeps the events they are limited to.
    const changed = await callApi(`/api/organisations/${orgId}/members/${late.uid}`, {
      method: 'PATCH',
      token: owner.idToken,
      json: { role: 'viewer' },
    });
    expect(changed.body).toMatchObject({ role: 'viewer', eventIds: [event.id] });
  });

  it('keeps an owner, lets only owners make owners, and refuses a removed member at once', async () => {
    const [admin, helper] = await Promise.all([signUp('team-admin'), signUp('helper')]);
    await invite(owner, { email: admin.email!, role: 'admin' });
    expect((await accept(admin, await linkSentTo(admin.email!))).status).toBe(200);

    const byAdmin = await invite(admin, { email: helper.email!, role: 'owner' });
    expect(byAdmin.status).toBe(403);
    expect(apiErrorBody.parse(byAdmin.body).error.details).toEqual({
      right: 'ownership.transfer',
    });
    const member = (uid: string) => `/api/organisations/${orgId}/members/${uid}`;
    const demoteSelf = await callApi(member(owner.uid), {
      method: 'PATCH',
      token: owner.idToken,
      json: { role: 'admin' },
    });
    expect(demoteSelf.status).toBe(409);
    expect(
      (await callApi(member(owner.uid), { method: 'DELETE', token: owner.idToken })).status,
    ).toBe(409);

    expect((await money(admin)).status).toBe(200);
    expect(
      (await callApi(member(admin.uid), { method: 'DELETE', token: owner.idToken })).status,
    ).toBe(204);
    expect((await money(admin)).status).toBe(404);
  });

  it('records who did what in the audit log, for owners and admins to read', async () => {
    const audit = (query = '', by: TestUser = owner) =>
      callApi(`/api/organisations/${orgId}/audit${query}`, { token: by.idToken });
    const all = auditResponse.parse((await audit('?limit=100')).body).entries;
    const kinds = all.map((entry) => entry.kind);
    for (const kind of [
      'member.invited',
      'member.joined',
      'invitation.revoked',
      'invitation.resent',
      'member.removed',
    ] as const) {
      expect(kinds, kind).toContain(kind);
    }
    // Newest first: the last test's removal leads.
    expect(all[0]).toMatchObject({ kind: 'member.removed', actorEmail: owner.email });
    expect(all[0]!.summary).toMatch(/was removed$/);

    const removals = auditResponse.parse((await audit('?kind=member.removed')).body).entries;
    expect(removals).toHaveLength(1);
    const byOwner = auditResponse.parse((await audit(`?actor=${owner.uid}`)).body).entries;
    expect(byOwner.every((entry) => entry.actorUid === owner.uid)).toBe(true);
    const firstPage = auditResponse.parse((await audit('?limit=2')).body);
    expect(firstPage.entries).toHaveLength(2);
    const secondPage = auditResponse.parse(
      (await audit(`?limit=2&after=${encodeURIComponent(firstPage.nextCursor!)}`)).body,
    );
    expect(secondPage.entries[0]!.id).toBe(all[2]!.id);
    expect((await audit('?kind=teleport')).status).toBe(400);
  });
});
