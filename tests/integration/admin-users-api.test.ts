import { beforeAll, describe, expect, it } from 'vitest';
import { adminUsersResponse } from '../../functions/src/contract/admin';
import { callApi } from '../support/api';
import { allAdminUsers } from '../support/admin-users';
import { signIn, signUp, type TestUser } from '../support/auth-emulator';
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
