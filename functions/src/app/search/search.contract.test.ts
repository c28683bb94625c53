/**
 * Search by indexed keywords on both DocStores: with many events and users a search
 * costs one bounded `array-contains` query per kind (and one batched Auth call for the
 * users found), never a scan, and finds by any word or word start of an event's name and
 * location, or of a user's email and names, whatever the case.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { AccountSummary, VerifiedUser } from '../../ports/identity';
import { countingDocsAndIdentity } from '../../test-support/counting-doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { minuteOf2026, storeInBatches } from '../../test-support/many-docs';
import { fixedIdentity } from '../../test-support/fixed-identity';
import { backfillDerivedFields } from '../accounts/derived-fields';
import { backfillUserListFields } from '../accounts/user-list-fields';
import { eventKeywords, type EventRecord } from '../events/event-records';
import { search, searchCandidates } from './search';
import { newUserRecord, userKeywords } from '../accounts/user-records';

const harnesses = docStoreHarnesses('demo-search-contract');
/**
 * More events than a search reads (searchCandidates) and more users than a page of them;
 * 3,000 events and 1,000 users proved no more, and their backfill alone took 51 s of the
 * Firestore emulator's time on a busy machine.
 */
const eventCount = 600;
const userCount = 200;
/** The account stored before keywords were kept (the backfill's case). */
const legacyUser = userCount - 1;

const organiser: VerifiedUser = {
  uid: 'organiser',
  email: 'organiser@example.com',
  emailVerified: true,
  isAnonymous: false,
  isAdmin: false,
  signedInAt: new Date(Date.UTC(2026, 0, 1)),
};
const admin: VerifiedUser = { ...organiser, uid: 'admin', isAdmin: true };

const accounts: AccountSummary[] = Array.from({ length: userCount }, (_, i) => ({
  uid: `user${String(i).padStart(4, '0')}`,
  email: `user${i}@example.com`,
  emailVerified: true,
  disabled: false,
  isAdmin: false,
}));

/** The 15 Harbour Lights nights the organiser's and the Cape Town searches find, newest first. */
const harbourNightsNewestFirst = Array.from(
  { length: 15 },
  (_, k) => `Harbour Lights ${567 - 40 * k}`,
);

/** `count` queries and nothing else: no reads by id, no counts, no listing of accounts. */
const queriesOnly = (count: number) => ({
  get: 0,
  getAll: 0,
  query: count,
  count: 0,
  listAccountActivity: 0,
});

describe.each(harnesses)('search on $name', ({ open }) => {
  let docs: DocStore;
  const identity = fixedIdentity(accounts);

  beforeAll(async () => {
    docs = await open();
    await storeInBatches(docs, { count: eventCount, batchSize: 500 }, (tx, i) => {
      // Every twentieth is a Harbour Lights night, in Cape Town every other time; the organiser
      // has every other twenty.
      const details =
        i % 20 === 7
          ? {
              name: `Harbour Lights ${i}`,
              locationText: i % 40 === 7 ? 'Cape Town' : 'Durban',
            }
          : { name: `Show ${i}`, locationText: 'Somewhere' };
      const event: EventRecord = {
        uid: Math.floor(i / 20) % 2 === 0 ? 'organiser' : 'someone-else',
        ...details,
        description: 'harbour is in every description, and is not searched',
        approved: true,
        status: 'approved',
        keywords: eventKeywords(details),
        createdAt: minuteOf2026(i),
        updatedAt: minuteOf2026(i),
      };
      tx.set(paths.event(`ev${String(i).padStart(5, '0')}`), event);
    });
    await storeInBatches(docs, { count: userCount, batchSize: 500 }, (tx, i) => {
      const names = i === 42 ? { firstName: 'Ada', lastName: 'Lovelace' } : {};
      const profile = { ...newUserRecord(`user${i}@example.com`, minuteOf2026(0)), ...names };
      tx.set(paths.user(accounts[i]!.uid), { ...profile, keywords: userKeywords(profile) });
    });
  }, 180_000);

  it("finds an organiser's own events by a word of the name, with one bounded query", async () => {
    const { services, calls, queries } = countingDocsAndIdentity(docs, identity);
    const found = await search({ services, user: organiser, text: 'HARBOUR' });
    expect(found.users).toEqual([]);
    // 30 Harbour Lights nights, 15 of them the organiser's, newest first.
    expect(found.events.map((event) => event.name)).toEqual(harbourNightsNewestFirst);
    expect(found.events.every((event) => event.uid === 'organiser')).toBe(true);
    expect(calls()).toMatchObject(queriesOnly(1));
    expect(queries[0]).toMatchObject({
      collection: 'events',
      where: [
        { field: 'uid', op: '==', value: 'organiser' },
        { field: 'keywords', op: 'array-contains', value: 'harbour' },
      ],
      limit: searchCandidates,
    });
  });

  it('finds every event for administrators by word starts of name and location', async () => {
    const { services, calls, queries } = countingDocsAndIdentity(docs, identity);
    const found = await search({ services, user: admin, text: 'harb  cape' });
    expect(found.events.map((event) => event.name)).toEqual(harbourNightsNewestFirst);
    expect(found.events.every((event) => event.locationText === 'Cape Town')).toBe(true);
    // One query per kind (events, users), bounded; no user matched, so no Auth call.
    expect(calls()).toMatchObject(queriesOnly(2));
    expect(queries.every((query) => query.limit === searchCandidates)).toBe(true);
    expect(queries[0]?.where).toEqual([{ field: 'keywords', op: 'array-contains', value: 'harb' }]);
  });

  it('finds users for administrators by name or email, with one batched Auth call', async () => {
    const { services, calls } = countingDocsAndIdentity(docs, identity);
    const byName = await search({ services, user: admin, text: 'lovel' });
    expect(byName.users).toEqual([
      expect.objectContaining({
        uid: 'user0042',
        email: 'user42@example.com',
        lastName: 'Lovelace',
      }),
    ]);
    expect(calls()).toMatchObject({ query: 2, getAccounts: 1, listAccountActivity: 0 });
    const byEmail = await search({ services, user: admin, text: 'user42@example.com' });
    expect(byEmail.users.map((user) => user.uid)).toEqual(['user0042']);
  });

  it('finds events and profiles stored before keywords were kept, once backfilled', async () => {
    const legacyEvent: EventRecord = {
      uid: 'organiser',
      name: 'Winter Gala',
      description: '',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    await docs.set(paths.event('legacy'), legacyEvent);
    const stored = newUserRecord(`user${legacyUser}@example.com`, '2025-01-01T00:00:00.000Z');
    delete stored.keywords;
    await docs.set(paths.user(`user0${legacyUser}`), { ...stored, firstName: 'Grace' });
    const { services } = countingDocsAndIdentity(docs, identity);
    expect((await search({ services, user: admin, text: 'gala' })).events).toEqual([]);
    expect((await search({ services, user: admin, text: 'grace' })).users).toEqual([]);

    expect(await backfillDerivedFields(docs)).toBe(1);
    expect(await backfillUserListFields(docs, identity)).toBe(1);
    expect(
      (await search({ services, user: organiser, text: 'gala' })).events.map((e) => e.id),
    ).toEqual(['legacy']);
    expect(
      (await search({ services, user: admin, text: 'grace' })).users.map((u) => u.uid),
    ).toEqual([`user0${legacyUser}`]);
    // The backfills read every event and profile: on the Firestore emulator of a
    // busy machine that took more than half a minute, as in the moderation queue's backfill.
  }, 120_000);

  it('caps what it returns and finds nothing for text without a word', async () => {
    const { services } = countingDocsAndIdentity(docs, identity);
    const many = await search({ services, user: admin, text: 'show' });
    expect(many.events).toHaveLength(20);
    expect(await search({ services, user: admin, text: '—!' })).toEqual({ events: [], users: [] });
  });
});
