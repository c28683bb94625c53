/**
 * The administrators' events list (the moderation queue) a page at a time, on both
 * DocStores: with many events a page of one status costs one bounded query, a count
 * per status, and the page's types, sold counts and organisers in batches; the pages together
 * are every event of that status once. Events stored before `status` was kept get it from the
 * one-time backfill.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalStatusOf } from '../../domain/approval';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { countingDocStore } from '../../test-support/counting-doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { generalTypeRecord } from '../../test-support/ticket-type-fixture';
import {
  createdWithTies,
  minuteOf2026,
  pageAfter,
  readEveryPage,
  storeInBatches,
} from '../../test-support/many-docs';
import { eventKeywords, type EventRecord } from '../events/event-records';
import { backfillDerivedFields } from '../accounts/derived-fields';
import { moderationQueue } from './moderation-queue';
import { newUserRecord } from '../accounts/user-records';

const harnesses = docStoreHarnesses('demo-moderation-queue-contract');
/**
 * Six pages of all events and two of each status at 100 a page, and three batches of the
 * backfill's 200: enough to cross every page and batch boundary. (3,000 events proved no more
 * and took 105 s of the Firestore emulator's time on a busy machine.)
 */
const eventCount = 600;
const eachStatus = eventCount / 3;
/** Every tenth event was stored before `status` and `keywords` were kept. */
const isLegacy = (i: number) => i % 10 === 5;
const generalAdmission = generalTypeRecord();

describe.each(harnesses)('the moderation queue on $name', ({ open }) => {
  let docs: DocStore;

  beforeAll(async () => {
    docs = await open();
    await storeInBatches(docs, { count: eventCount, batchSize: 250 }, (tx, i) => {
      const approved = i % 3 === 0 ? true : i % 3 === 1 ? false : undefined;
      const event: EventRecord = {
        uid: `organiser-${i % 4}`,
        name: `Event ${i}`,
        description: '',
        ...(approved !== undefined ? { approved } : {}),
        ...(isLegacy(i)
          ? {}
          : {
              status: approvalStatusOf(approved),
              keywords: eventKeywords({ name: `Event ${i}` }),
            }),
        typeIds: ['ga'],
        createdAt: createdWithTies(i),
        updatedAt: createdWithTies(i),
      };
      const id = `ev${String(i).padStart(5, '0')}`;
      tx.set(paths.event(id), event);
      tx.set(paths.eventType(id, 'ga'), generalAdmission);
    });
    // Organisers 0 to 2 have profiles; organiser 3's account has none.
    for (const n of [0, 1, 2]) {
      await docs.set(
        paths.user(`organiser-${n}`),
        newUserRecord(`organiser-${n}@example.com`, minuteOf2026(0)),
      );
    }
  }, 180_000);

  it('backfills the status of events stored without one, once', async () => {
    const before = await moderationQueue({ services: { docs }, status: 'pending' });
    // A tenth of them were stored before `status`: the count finds only the others.
    expect(before.totals.pending).toBe(eachStatus - eventCount / 30);

    expect(await backfillDerivedFields(docs)).toBe(eventCount / 10);
    const { docs: counted, calls } = countingDocStore(docs);
    expect(await backfillDerivedFields(counted)).toBe(0);
    expect(calls).toEqual({ get: 1, getAll: 0, query: 0, count: 0 });

    // Run again from scratch (as after a crash before the marker), it changes nothing.
    await docs.delete(paths.migration('derivedFields'));
    expect(await backfillDerivedFields(docs)).toBe(0);
    const legacy = await docs.get<EventRecord>(paths.event('ev00005'));
    expect(legacy.data?.status).toBe('pending');
    expect(legacy.data?.keywords).toEqual(['e', 'ev', 'eve', 'even', 'event', '5']);
  }, 120_000);

  it('reads one page with one bounded query, a count per status and batches', async () => {
    const { docs: counted, calls, queries } = countingDocStore(docs);
    const page = await moderationQueue({ services: { docs: counted }, status: 'pending' });
    expect(page.events).toHaveLength(25);
    expect(page.events.every((event) => event.status === 'pending')).toBe(true);
    expect(page.events[0]?.types.map((type) => [type.name, type.sold])).toEqual([['General', 0]]);
    expect(page.totals).toEqual({
      pending: eachStatus,
      approved: eachStatus,
      rejected: eachStatus,
      all: eventCount,
    });
    expect(page.nextCursor).toBeDefined();
    // The page's query and the held orders of its events; its types, their stock and its
    // organisers' profiles in one batched get each; a count per status.
    expect(calls).toEqual({ get: 0, getAll: 3, query: 2, count: 3 });
    expect(queries[0]).toMatchObject({
      collection: 'events',
      where: [{ field: 'status', op: '==', value: 'pending' }],
      limit: 26,
    });
    const heldOf = queries[1]?.where?.find((clause) => clause.field === 'eventId');
    expect(heldOf?.value).toHaveLength(25);
  });

  it("names each event's organiser from the page's profiles only", async () => {
    const page = await moderationQueue({ services: { docs }, page: { limit: 8 } });
    expect(page.events.map((event) => [event.uid, event.organiserEmail])).toEqual(
      page.events.map((event) =>
        event.uid === 'organiser-3'
          ? ['organiser-3', undefined]
          : [event.uid, `${event.uid}@example.com`],
      ),
    );
  });

  it.each(['pending', 'approved', 'rejected', 'all'] as const)(
    'pages through every event of %s once, newest first, ties included',
    async (status) => {
      const pages = await readEveryPage((after) =>
        moderationQueue({ services: { docs }, status, page: pageAfter(after) }),
      );
      const seen = pages.flatMap((page) => page.events.map((event) => event.id));
      for (const page of pages) {
        expect(page.events.every((event) => status === 'all' || event.status === status)).toBe(
          true,
        );
      }
      const expected = status === 'all' ? eventCount : eachStatus;
      expect(pages).toHaveLength(expected / 100);
      expect(new Set(seen).size).toBe(expected);
      const newest = await moderationQueue({ services: { docs }, status });
      expect(newest.events.map((event) => event.id)).toEqual(seen.slice(0, 25));
    },
    60_000,
  );

  it('refuses a cursor it did not make', async () => {
    await expect(
      moderationQueue({ services: { docs }, page: { after: 'bogus' } }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { after: 'Not a page cursor' } });
  });
});
