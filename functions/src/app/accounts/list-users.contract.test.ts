/**
 * The administrators' user table a page at a time, on both DocStores: it lists people from
 * their profiles, newest first, one bounded query and one batched Auth call a page, and never
 * Auth's list of every account, so the anonymous sessions of a sale never crowd it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { AccountSummary } from '../../ports/identity';
import { countingDocsAndIdentity } from '../../test-support/counting-doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { fixedIdentity } from '../../test-support/fixed-identity';
import {
  createdWithTies,
  pageAfter,
  readEveryPage,
  storeInBatches,
} from '../../test-support/many-docs';
import { listUsers } from './list-users';
import { backfillUserListFields, unknownCreation } from './user-list-fields';
import { newUserRecord, userKeywords } from './user-records';

const harnesses = docStoreHarnesses('demo-list-users-contract');
/** A sale's buyers: anonymous sessions, first in Auth's order (by uid), with no profile. */
const anonymousCount = 1300;
const peopleCount = 400;
const personUid = (i: number) => `person${String(i).padStart(4, '0')}`;
const personEmail = (i: number) => `${personUid(i)}@example.com`;

/** Someone who signed up and never opened the platform: an account, newest of all, no profile. */
const newcomer: AccountSummary = {
  uid: 'newcomer',
  email: 'newcomer@example.com',
  emailVerified: false,
  disabled: false,
  isAdmin: false,
  createdAt: '2027-01-01T00:00:00.000Z',
};

const accounts: AccountSummary[] = [
  newcomer,
  ...Array.from({ length: anonymousCount }, (_, i) => ({
    uid: `anon${String(i).padStart(5, '0')}`,
    emailVerified: false,
    disabled: false,
    isAdmin: false,
    createdAt: '2026-06-01T00:00:00.000Z',
  })),
  ...Array.from({ length: peopleCount }, (_, i) => ({
    uid: personUid(i),
    email: personEmail(i),
    emailVerified: true,
    disabled: i === 3,
    isAdmin: i === 0,
    createdAt: createdWithTies(i),
  })),
];

/** Person `i`'s profile, made when their account was (every tenth shares its minute). */
function profileOf(i: number) {
  const names = i % 2 === 0 ? { firstName: `Ada${i}`, lastName: 'Lovelace' } : {};
  const profile = { ...newUserRecord(personEmail(i), createdWithTies(i)), ...names };
  return { ...profile, keywords: userKeywords(profile) };
}

/** Newest first, ties by uid descending (Firestore's implicit order follows the last field's). */
const newestFirst = [...Array(peopleCount).keys()].reverse().map(personUid);

describe.each(harnesses)('the user table on $name', ({ open }) => {
  let docs: DocStore;
  const clock = { now: () => new Date('2027-01-02T00:00:00.000Z') };
  // Its listing of every account throws: the table must never read it.
  const identity = fixedIdentity(accounts);

  beforeAll(async () => {
    docs = await open();
    await storeInBatches(docs, { count: peopleCount, batchSize: 200 }, (tx, i) => {
      tx.set(paths.user(personUid(i)), profileOf(i));
    });
  }, 120_000);

  it('shows people on its first page, newest first: one query and one Auth call', async () => {
    const counted = countingDocsAndIdentity(docs, identity);
    const page = await listUsers({ services: { ...counted.services, clock } });
    expect(counted.calls()).toEqual({
      get: 0,
      getAll: 0,
      query: 1,
      count: 0,
      listAccountActivity: 0,
      getAccounts: 1,
    });
    expect(counted.queries[0]).toMatchObject({ collection: 'users', limit: 26 });
    expect(page.users.map((user) => user.uid)).toEqual(newestFirst.slice(0, 25));
    expect(page.users.find((user) => user.uid === personUid(398))).toMatchObject({
      email: personEmail(398),
      firstName: 'Ada398',
      lastName: 'Lovelace',
      createdAt: createdWithTies(398),
      disabled: false,
      isAdmin: false,
    });
    expect(page.nextCursor).toBeDefined();
  });

  it('pages through every person once, and never an anonymous session', async () => {
    const pages = await readEveryPage((after) =>
      listUsers({ services: { docs, identity, clock }, query: pageAfter(after) }),
    );
    const seen = pages.flatMap((page) => page.users.map((user) => user.uid));
    expect(pages).toHaveLength(4);
    expect(seen).toEqual(newestFirst);
    const flags = pages.flatMap((page) => page.users).filter((u) => u.isAdmin || u.disabled);
    expect(flags.map((user) => [user.uid, user.isAdmin, user.disabled])).toEqual([
      [personUid(3), false, true],
      [personUid(0), true, false],
    ]);
  });

  it('finds people by the start of their email, a name or the full name', async () => {
    const find = async (q: string, limit?: number) => {
      const query = { q, ...(limit !== undefined ? { limit } : {}) };
      return (await listUsers({ services: { docs, identity, clock }, query })).users.map(
        (u) => u.uid,
      );
    };
    expect(await find('person0012@')).toEqual([personUid(12)]);
    expect(await find('PERSON0012@EXAMPLE.COM')).toEqual([personUid(12)]);
    expect(await find('ada12')).toEqual([128, 126, 124, 122, 120, 12].map(personUid));
    expect(await find('Ada12 Love')).toEqual([personUid(12)]);
    expect(await find('ada12 lovelace and more text than keywords keep')).toEqual([]);
    expect(await find('person001', 5)).toEqual(
      newestFirst.filter((uid) => uid.startsWith('person001')).slice(0, 5),
    );
    expect(await find('lovelace', 3)).toEqual([personUid(398), personUid(396), personUid(394)]);
    expect(await find('nobody')).toEqual([]);
    expect(await find('   ', 2)).toEqual(newestFirst.slice(0, 2));
  });

  it('refuses a cursor it did not hand out, naming `after`', async () => {
    await expect(
      listUsers({ services: { docs, identity, clock }, query: { after: 'bogus' } }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { after: 'Not a page cursor' } });
  });

  it('lists profiles stored before createdAt and these keywords were kept, once backfilled', async () => {
    const legacy = { ...newUserRecord(personEmail(7), createdWithTies(7)), firstName: 'Grace' };
    delete legacy.createdAt;
    delete legacy.keywords;
    await docs.set(paths.user(personUid(7)), legacy);
    // Auth no longer has this one: it takes its profile's last change.
    const orphan = newUserRecord('gone@example.com', '2026-03-01T00:00:00.000Z');
    delete orphan.createdAt;
    await docs.set(paths.user('gone'), orphan);
    const noTime = newUserRecord('never@example.com', '2026-03-01T00:00:00.000Z');
    delete noTime.createdAt;
    delete noTime.updatedAt;
    await docs.set(paths.user('never'), noTime);
    const all = async () =>
      (
        await readEveryPage((after) =>
          listUsers({ services: { docs, identity, clock }, query: pageAfter(after) }),
        )
      ).flatMap((page) => page.users.map((user) => user.uid));
    expect(await all()).not.toContain(personUid(7));

    const fixed = await backfillUserListFields(docs, identity);
    expect(fixed).toBe(3);
    expect(await backfillUserListFields(docs, identity)).toBe(0);
    expect((await docs.get(paths.user('gone'))).data?.createdAt).toBe('2026-03-01T00:00:00.000Z');
    expect((await docs.get(paths.user('never'))).data?.createdAt).toBe(unknownCreation);
    // Listed again in its account's place; the profiles without an account are not listed.
    expect(await all()).toEqual(newestFirst);
    const grace = await listUsers({ services: { docs, identity, clock }, query: { q: 'grace' } });
    expect(grace.users.map((user) => user.uid)).toEqual([personUid(7)]);
  }, 60_000);
  it('finds an account with no profile by its whole email, and lists it from then on', async () => {
    const search = (q: string) => listUsers({ services: { docs, identity, clock }, query: { q } });
    // The start of an address is only a search of profiles.
    expect((await search('newcomer@')).users).toEqual([]);
    expect(await docs.get(paths.user(newcomer.uid))).toMatchObject({ data: undefined });
    const found = await search(' NEWCOMER@example.com ');
    expect(found.users).toEqual([
      {
        uid: newcomer.uid,
        email: newcomer.email,
        country: 'Country',
        state: 'State',
        started: false,
        disabled: false,
        isAdmin: false,
        emailVerified: false,
        createdAt: newcomer.createdAt,
      },
    ]);
    // Its profile is made, dated when the account was: the newest, first in the table.
    const first = await listUsers({ services: { docs, identity, clock }, query: { limit: 1 } });
    expect(first.users.map((user) => user.uid)).toEqual([newcomer.uid]);
    expect((await search('newcomer')).users.map((user) => user.uid)).toEqual([newcomer.uid]);
    // An address nobody has, and one whose person has a profile, ask nothing more of it.
    expect((await search('nobody@example.com')).users).toEqual([]);
    expect((await search(personEmail(5))).users.map((user) => user.uid)).toEqual([personUid(5)]);
  });
});
