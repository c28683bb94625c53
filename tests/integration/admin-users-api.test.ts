import { beforeAll, describe, expect, it } from 'vitest';
import { adminUsersResponse } from '../../functions/src/contract/admin';
import { callApi } from '../support/api';
import { allAdminUsers } from '../support/admin-users';
import {
  manyAnonymousSessions,
  signIn,
  signUp,
  signUpUnverified,
  type TestUser,
} from '../support/auth-emulator';
import { signUpEventManagers } from '../support/event-managers';

let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ owner, admin } = await signUpEventManagers());
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
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['after=bogus', 'after'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ]) {
      const refused = await callApi(`/api/admin/users?${query}`, { token: admin.idToken });
      expect(refused.status, query).toBe(400);
      expect(JSON.stringify(refused.body), query).toContain(field);
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

  it('lists people newest first from their profiles, never the anonymous sessions of a sale', async () => {
    const buyers = new Set(await manyAnonymousSessions(120));
    const earlier = await signUp('before');
    await callApi('/api/me/profile', { token: earlier.idToken });
    const person = await signUp('after-the-sale');
    await callApi('/api/me/profile', { token: person.idToken });
    const page = async (query: string) =>
      adminUsersResponse.parse(
        (await callApi(`/api/admin/users?${query}`, { token: admin.idToken })).body,
      );
    const first = await page('limit=1');
    expect(first.users.map((user) => user.uid)).toEqual([person.uid]);
    expect(first.users[0]).toMatchObject({ email: person.email, disabled: false });
    const second = await page(`limit=1&after=${first.nextCursor!}`);
    expect(second.users.map((user) => user.uid)).toEqual([earlier.uid]);
    const everyone = await allAdminUsers(admin);
    expect(everyone.filter((user) => buyers.has(user.uid))).toEqual([]);
    expect(everyone.map((user) => user.uid)).toContain(person.uid);

    // Searched by the start of the email, case and spaces aside.
    const q = encodeURIComponent(` ${person.email!.slice(0, 20).toUpperCase()}`);
    const found = adminUsersResponse.parse(
      (await callApi(`/api/admin/users?q=${q}`, { token: admin.idToken })).body,
    );
    expect(found.users.map((user) => user.uid)).toEqual([person.uid]);
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
  it('finds an account that never opened the platform by its email, lists it, and disables it', async () => {
    // Signed up in Auth only: no call to the API, so no profile.
    const newcomer = await signUpUnverified('never-opened');
    const search = async (q: string) =>
      adminUsersResponse.parse(
        (await callApi(`/api/admin/users?q=${encodeURIComponent(q)}`, { token: admin.idToken }))
          .body,
      ).users;
    expect(await search(newcomer.email!.slice(0, 20))).toEqual([]);
    const [found] = await search(newcomer.email!);
    expect(found).toMatchObject({ uid: newcomer.uid, email: newcomer.email, emailVerified: false });
    // From then on it is a row of the table like any other.
    expect((await search(newcomer.email!.slice(0, 20))).map((user) => user.uid)).toEqual([
      newcomer.uid,
    ]);
    const disabled = await callApi(`/api/admin/users/${newcomer.uid}/disabled`, {
      token: admin.idToken,
      json: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect((await search(newcomer.email!))[0]).toMatchObject({ disabled: true });
  });
});
