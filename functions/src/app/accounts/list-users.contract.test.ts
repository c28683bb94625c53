/**
 * The administrators' user table a page at a time, on both DocStores: with thousands of
 * accounts a page costs one Auth page (`listUsers(pageSize, pageToken)`) and one batched get
 * of that page's profiles, and the pages together are every account with an email once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore, Query } from '../../ports/doc-store';
import type { AccountSummary, Identity } from '../../ports/identity';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { fixedIdentity } from '../../test-support/fixed-identity';
import { listUsers } from './list-users';
import { newUserRecord } from './user-records';

const harnesses = docStoreHarnesses('demo-list-users-contract');
const accountCount = 3000;
/** Every tenth account is an anonymous visitor (no email): never listed. */
const isAnonymous = (i: number) => i % 10 === 9;
const uidOf = (i: number) => `user${String(i).padStart(5, '0')}`;

const accounts: AccountSummary[] = Array.from({ length: accountCount }, (_, i) => ({
  uid: uidOf(i),
  ...(isAnonymous(i) ? {} : { email: `${uidOf(i)}@example.com` }),
  emailVerified: true,
  disabled: false,
  isAdmin: i === 0,
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
}));

/** `docs` and `identity`, counting what they are asked. */
function counting(docs: DocStore, identity: Identity) {
  const calls = { get: 0, getAll: 0, query: 0, count: 0, listAccounts: 0, listAccountsPage: 0 };
  const pageSizes: number[] = [];
  const countedDocs: DocStore = {
    ...docs,
    get: (path) => ((calls.get += 1), docs.get(path)),
    getAll: (list) => ((calls.getAll += 1), docs.getAll(list)),
    query: (query: Query) => ((calls.query += 1), docs.query(query)),
    count: (query: Query) => ((calls.count += 1), docs.count(query)),
  };
  const countedIdentity: Identity = {
    ...identity,
    listAccounts: () => ((calls.listAccounts += 1), identity.listAccounts()),
    listAccountsPage: (pageSize, pageToken) => {
      calls.listAccountsPage += 1;
      pageSizes.push(pageSize);
      return identity.listAccountsPage(pageSize, pageToken);
    },
  };
  return { docs: countedDocs, identity: countedIdentity, calls, pageSizes };
}

describe.each(harnesses)('the user table on $name', ({ open }) => {
  let docs: DocStore;
  const identity = fixedIdentity(accounts);

  beforeAll(async () => {
    docs = await open();
    for (let start = 0; start < accountCount; start += 500) {
      await docs.runTransaction(async (tx) => {
        for (let i = start; i < Math.min(start + 500, accountCount); i++) {
          // Every third account has a profile with a name; the others have none yet.
          if (i % 3 !== 0 || isAnonymous(i)) continue;
          tx.set(paths.user(uidOf(i)), {
            ...newUserRecord(`${uidOf(i)}@example.com`, '2026-01-01T00:00:00.000Z'),
            firstName: `First ${i}`,
          });
        }
      });
    }
  }, 120_000);

  it("reads one Auth page and that page's profiles only", async () => {
    const counted = counting(docs, identity);
    const page = await listUsers({ services: { docs: counted.docs, identity: counted.identity } });
    expect(counted.calls).toEqual({
      get: 0,
      getAll: 1,
      query: 0,
      count: 0,
      listAccounts: 0,
      listAccountsPage: 1,
    });
    expect(counted.pageSizes).toEqual([25]);
    // 25 accounts of Auth's, less the anonymous ones among them.
    expect(page.users.map((user) => user.uid)).toEqual(
      accounts
        .slice(0, 25)
        .filter((account) => account.email)
        .map((account) => account.uid),
    );
    expect(page.users[0]).toMatchObject({ uid: 'user00000', firstName: 'First 0', isAdmin: true });
    expect(page.users[1]).toMatchObject({ uid: 'user00001', email: 'user00001@example.com' });
    expect(page.users[1]?.firstName).toBeUndefined();
    expect(page.nextCursor).toBe('user00024');
  });

  it('pages through every account with an email once', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listUsers({
        services: { docs, identity },
        page: { limit: 100, ...(after ? { after } : {}) },
      });
      seen.push(...page.users.map((user) => user.uid));
      after = page.nextCursor;
      pages += 1;
    } while (after !== undefined && pages < 50);
    expect(pages).toBe(30);
    expect(new Set(seen).size).toBe(2700);
  });

  it('refuses a page token Auth does not know', async () => {
    await expect(
      listUsers({ services: { docs, identity }, page: { after: 'bogus' } }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { after: 'Not a page cursor' } });
  });
});
