/**
 * The organiser's events list a page at a time, on both DocStores: with thousands of events
 * a page costs one bounded query, two counts and the page's sold counts, and the pages
 * together are every event once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { countingDocStore } from '../../test-support/counting-doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import type { EventRecord } from './event-records';
import { listMyEvents } from './list-my-events';

const harnesses = docStoreHarnesses('demo-my-events-contract');
const eventCount = 3000;

describe.each(harnesses)('my events on $name', ({ open }) => {
  let docs: DocStore;

  beforeAll(async () => {
    docs = await open();
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    // Every tenth shares its creation time with the one before: ties must not lose events.
    const created = (i: number) => at(i - (i % 10 === 1 ? 1 : 0));
    for (let start = 0; start < eventCount; start += 500) {
      await docs.runTransaction(async (tx) => {
        for (let i = start; i < Math.min(start + 500, eventCount); i++) {
          const event: EventRecord = {
            uid: i % 3 === 0 ? 'someone-else' : 'organiser',
            ...(i % 7 === 0 ? { approved: true } : {}),
            name: `Event ${i}`,
            description: '',
            typeIds: ['ga'],
            createdAt: created(i),
            updatedAt: created(i),
          };
          tx.set(paths.event(`ev${String(i).padStart(5, '0')}`), event);
        }
      });
    }
  }, 120_000);

  it('reads one page with one bounded query and two counts', async () => {
    const { docs: counted, calls, queries } = countingDocStore(docs);
    const page = await listMyEvents({ services: { docs: counted }, ownerUid: 'organiser' });
    expect(page.events).toHaveLength(25);
    expect(page.total).toBe(2000);
    // Approved on any page: every seventh event, of the organiser's two in three.
    const approvedOfOrganiser = Array.from({ length: eventCount }, (_, i) => i).filter(
      (i) => i % 3 !== 0 && i % 7 === 0,
    );
    expect(page.approvedTotal).toBe(approvedOfOrganiser.length);
    expect(page.nextCursor).toBeDefined();
    // The page's query, the held orders of its 25 events, the stock of its types, two counts.
    expect(calls).toEqual({ get: 0, getAll: 1, query: 2, count: 2 });
    expect(queries[0]).toMatchObject({ collection: 'events', limit: 26 });
    // The held orders are asked for the page's events only.
    const heldOf = queries[1]?.where?.find((clause) => clause.field === 'eventId');
    expect(heldOf).toMatchObject({ op: 'in' });
    expect(heldOf?.value).toHaveLength(25);
  });

  it('pages through every event once, newest first, ties included', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listMyEvents({
        services: { docs },
        ownerUid: 'organiser',
        page: { limit: 100, ...(after ? { after } : {}) },
      });
      seen.push(...page.events.map((event) => event.id));
      after = page.nextCursor;
      pages += 1;
    } while (after !== undefined && pages < 50);
    expect(pages).toBe(20);
    expect(new Set(seen).size).toBe(2000);
    const newest = await listMyEvents({ services: { docs }, ownerUid: 'organiser' });
    expect(newest.events.map((event) => event.id)).toEqual(seen.slice(0, 25));
    expect(newest.events[0]?.createdAt >= newest.events[24]!.createdAt).toBe(true);
  });

  it('refuses a cursor it did not make', async () => {
    await expect(
      listMyEvents({ services: { docs }, ownerUid: 'organiser', page: { after: 'bogus' } }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { after: 'Not a page cursor' } });
  });
});
