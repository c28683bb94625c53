/**
 * The administrators' user table a page at a time, on both DocStores: with thousands of
 * accounts a page costs one Auth page (`listUsers(pageSize, pageToken)`) and one batched get
 * of that page's profiles, and the pages together are every account with an email once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { AccountSummary } from '../../ports/identity';
import { countingDocsAndIdentity } from '../../test-support/counting-doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import {
  minuteOf2026,
  pageAfter,
  readEveryPage,
  storeInBatches,
} from '../../test-support/many-docs';
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
  createdAt: minuteOf2026(i),
}));

describe.each(harnesses)('the user table on $name', ({ open }) => {
  let docs: DocStore;
  const identity = fixedIdentity(accounts);

  beforeAll(async () => {
    docs = await open();
    await storeInBatches(docs, { count: accountCount, batchSize: 500 }, (tx, i) => {
      // Every third account has a profile with a name; the others have none yet.
      if (i % 3 !== 0 || isAnonymous(i)) return;
      tx.set(paths.user(uidOf(i)), {
        ...newUserRecord(`${uidOf(i)}@example.com`, '2026-01-01T00:00:00.000Z'),
        firstName: `First ${i}`,
      });
    });
  }, 120_000);

  it("reads one Auth page and that page's profiles only", async () => {
    const counted = countingDocsAndIdentity(docs, identity);
    const page = await listUsers({ services: counted.services });
    expect(counted.calls()).toEqual({
      get: 0,
      getAll: 1,
      query: 0,
      count: 0,
      listAccounts: 0,
      listAccountsPage: 1,
      getAccounts: 0,
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
    const pages = await readEveryPage((after) =>
      listUsers({ services: { docs, identity }, page: pageAfter(after) }),
    );
    const seen = pages.flatMap((page) => page.users.map((user) => user.uid));
    expect(pages).toHaveLength(30);
    expect(new Set(seen).size).toBe(2700);
  });

  it('refuses a page token Auth does not know', async () => {
    await expect(
      listUsers({ services: { docs, identity }, page: { after: 'bogus' } }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { after: 'Not a page cursor' } });
  });
});
