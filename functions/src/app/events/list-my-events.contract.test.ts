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
import {
  createdWithTies,
  pageAfter,
  readEveryPage,
  storeInBatches,
} from '../../test-support/many-docs';
import { generalTypeRecord } from '../../test-support/ticket-type-fixture';
import type { EventRecord } from './event-records';
import { listMyEvents } from './list-my-events';

const harnesses = docStoreHarnesses('demo-my-events-contract');
const eventCount = 3000;

describe.each(harnesses)('my events on $name', ({ open }) => {
  let docs: DocStore;

  beforeAll(async () => {
    docs = await open();
    await docs.set(paths.membership('org', 'organiser'), {
      orgId: 'org',
      uid: 'organiser',
      role: 'viewer',
      addedAt: '2026-01-01T00:00:00.000Z',
    });
    await storeInBatches(docs, { count: eventCount, batchSize: 500 }, (tx, i) => {
      const event: EventRecord = {
        uid: 'creator',
        orgId: i % 3 === 0 ? 'another-org' : 'org',
        ...(i % 7 === 0 ? { approved: true } : {}),
        name: `Event ${i}`,
        description: '',
        typeIds: ['ga'],
        createdAt: createdWithTies(i),
        updatedAt: createdWithTies(i),
      };
      tx.set(paths.event(`ev${String(i).padStart(5, '0')}`), event);
    });
  }, 120_000);

  it('reads one page with one bounded query and two counts', async () => {
    const { docs: counted, calls, queries } = countingDocStore(docs);
    const page = await listMyEvents({
      services: { docs: counted },
      uid: 'organiser',
      orgId: 'org',
    });
    expect(page.events).toHaveLength(25);
    expect(page.total).toBe(2000);
    // Approved on any page: every seventh event, of the organiser's two in three.
    const approvedOfOrganiser = Array.from({ length: eventCount }, (_, i) => i).filter(
      (i) => i % 3 !== 0 && i % 7 === 0,
    );
    expect(page.approvedTotal).toBe(approvedOfOrganiser.length);
    expect(page.nextCursor).toBeDefined();
    // The membership, the page's query, the held orders of its 25 events, its types and
    // their stock, two counts.
    expect(calls).toEqual({ get: 1, getAll: 2, query: 2, count: 2 });
    expect(queries[0]).toMatchObject({ collection: 'events', limit: 26 });
    // The held orders are asked for the page's events only.
    const heldOf = queries[1]?.where?.find((clause) => clause.field === 'eventId');
    expect(heldOf).toMatchObject({ op: 'in' });
    expect(heldOf?.value).toHaveLength(25);
  });

  it('pages through every event once, newest first, ties included', async () => {
    const pages = await readEveryPage((after) =>
      listMyEvents({ services: { docs }, uid: 'organiser', page: pageAfter(after) }),
    );
    const seen = pages.flatMap((page) => page.events.map((event) => event.id));
    expect(pages).toHaveLength(20);
    expect(new Set(seen).size).toBe(2000);
    const newest = await listMyEvents({ services: { docs }, uid: 'organiser' });
    expect(newest.events.map((event) => event.id)).toEqual(seen.slice(0, 25));
    expect(newest.events[0]?.createdAt >= newest.events[24]!.createdAt).toBe(true);
  });

  it('gives each event the tickets its types offer, types kept by id or not', async () => {
    await docs.set(paths.membership('two', 'two-events'), {
      orgId: 'two',
      uid: 'two-events',
      role: 'owner',
      addedAt: '2026-01-01T00:00:00.000Z',
    });
    const event = (name: string, createdAt: string): EventRecord => ({
      uid: 'two-events',
      orgId: 'two',
      name,
      description: '',
      createdAt,
      updatedAt: createdAt,
    });
    await docs.set(paths.event('kept'), {
      ...event('Kept', '2026-11-02T00:00:00.000Z'),
      typeIds: ['ga', 'vip'],
    });
    await docs.set(paths.eventType('kept', 'ga'), generalTypeRecord({ capacity: 120 }));
    await docs.set(paths.eventType('kept', 'vip'), generalTypeRecord({ capacity: 30 }));
    // Saved before type ids were kept: its types are found by a query.
    await docs.set(paths.event('older'), event('Older', '2026-11-01T00:00:00.000Z'));
    await docs.set(paths.eventType('older', 'ga'), generalTypeRecord({ capacity: 75 }));

    const page = await listMyEvents({ services: { docs }, uid: 'two-events' });
    expect(page.orgId).toBe('two');

    expect(page.events.map(({ id, capacity }) => ({ id, capacity }))).toEqual([
      { id: 'kept', capacity: 150 },
      { id: 'older', capacity: 75 },
    ]);
  });

  it('shows a member limited to some events only those, and no organisation they are not in', async () => {
    await docs.set(paths.membership('org', 'limited'), {
      orgId: 'org',
      uid: 'limited',
      role: 'box_office',
      eventIds: ['ev00001', 'ev00002'],
      addedAt: '2026-01-01T00:00:00.000Z',
    });
    const pages = await readEveryPage((after) =>
      listMyEvents({ services: { docs }, uid: 'limited', page: pageAfter(after) }),
    );
    expect(pages.flatMap((page) => page.events.map((event) => event.id)).sort()).toEqual([
      'ev00001',
      'ev00002',
    ]);
    await expect(
      listMyEvents({ services: { docs }, uid: 'limited', orgId: 'another-org' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses a cursor it did not make', async () => {
    await expect(
      listMyEvents({ services: { docs }, uid: 'organiser', page: { after: 'bogus' } }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { after: 'Not a page cursor' } });
  });
});
