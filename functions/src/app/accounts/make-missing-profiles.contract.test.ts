/**
 * The daily sweep that gives every account with an email its profile, on both DocStores: an
 * account whose owner never opened the platform (or made before profiles were made at
 * sign-up) appears in the administrators' user table; anonymous sessions never do.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { AccountActivity, AccountSummary, Identity } from '../../ports/identity';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { fixedIdentity } from '../../test-support/fixed-identity';
import { listUsers } from './list-users';
import { makeMissingProfiles } from './make-missing-profiles';
import { newUserRecord, type UserRecord } from './user-records';

const harnesses = docStoreHarnesses('demo-missing-profiles');

const account = (uid: string, createdAt: string, email?: string): AccountSummary => ({
  uid,
  ...(email ? { email } : {}),
  emailVerified: false,
  disabled: false,
  isAdmin: false,
  createdAt,
});
const accounts: AccountSummary[] = [
  account('anon-1', '2026-11-01T00:00:00.000Z'),
  account('early', '2026-01-01T00:00:00.000Z', 'early@example.com'),
  account('anon-2', '2026-11-02T00:00:00.000Z'),
  account('profiled', '2026-06-01T00:00:00.000Z', 'profiled@example.com'),
  account('newcomer', '2026-11-20T00:00:00.000Z', 'newcomer@example.com'),
];

/** Auth with `accounts`, listed two a page (so the sweep pages), in the order given. */
function pagedIdentity(): Identity {
  const pageSize = 2;
  const listAccountActivity = async (_size: number, pageToken?: string) => {
    const start = Number(pageToken ?? 0);
    const page: AccountActivity[] = accounts
      .slice(start, start + pageSize)
      .map(({ uid, email, createdAt }) => ({
        uid,
        isAnonymous: email === undefined,
        ...(email ? { email } : {}),
        createdAt: createdAt!,
        lastActiveAt: createdAt!,
      }));
    const next = start + pageSize;
    return { accounts: page, ...(next < accounts.length ? { nextPageToken: String(next) } : {}) };
  };
  return { ...fixedIdentity(accounts), listAccountActivity };
}

describe.each(harnesses)('profiles for every account on $name', ({ open }) => {
  let docs: DocStore;
  const identity = pagedIdentity();
  const clock = { now: () => new Date('2026-12-01T04:00:00.000Z') };
  const services = () => ({ docs, identity, clock });

  beforeEach(async () => {
    docs = await open();
    const profile = { ...newUserRecord('profiled@example.com', '2026-06-01T00:00:00.000Z') };
    await docs.set(paths.user('profiled'), { ...profile, firstName: 'Kept' });
  });

  it('makes the profiles accounts lack, once, and the user table lists them', async () => {
    const before = await listUsers({ services: services() });
    expect(before.users.map((user) => user.uid)).toEqual(['profiled']);

    expect(await makeMissingProfiles({ services: services() })).toEqual({ accounts: 3, made: 2 });
    expect(await makeMissingProfiles({ services: services() })).toEqual({ accounts: 3, made: 0 });

    const newcomer = (await docs.get<UserRecord>(paths.user('newcomer'))).data;
    expect(newcomer).toEqual({
      ...newUserRecord('newcomer@example.com', '2026-11-20T00:00:00.000Z'),
      updatedAt: '2026-12-01T04:00:00.000Z',
    });
    expect((await docs.get<UserRecord>(paths.user('profiled'))).data?.firstName).toBe('Kept');
    for (const uid of ['anon-1', 'anon-2']) {
      expect(await docs.get(paths.user(uid))).toMatchObject({ data: undefined });
    }
    // Newest first, each in its account's place.
    const after = await listUsers({ services: services() });
    expect(after.users.map((user) => [user.uid, user.emailVerified])).toEqual([
      ['newcomer', false],
      ['profiled', false],
      ['early', false],
    ]);
  });
});
