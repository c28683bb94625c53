/**
 * What the events lists read (types and sold counts of a whole list at once) on both
 * DocStores, and how many reads that takes: a few batches, however many events are listed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import type { OrderRecord, StockRecord } from '../checkout/checkout-records';
import { readSoldCounts, readSoldCountsOfEvents, totalSold } from '../allocator/read-sold-counts';
import { readTicketTypesOfEvents } from './read-ticket-types';

const harnesses = docStoreHarnesses('demo-event-lists-contract');

function order(eventId: string, status: OrderRecord['status'], items: Record<string, number>) {
  const record: OrderRecord = {
    eventId,
    uid: 'buyer',
    email: 'buyer@example.com',
    requestId: 'request',
    items: Object.entries(items).map(([typeId, quantity]) => ({
      typeId,
      name: typeId,
      quantity,
      unitPrice: 15000,
    })),
    amount: 0,
    currency: 'ZAR',
    status,
    createdAt: '2026-12-01T10:00:00.000Z',
    holdExpiresAt: '2026-12-01T10:15:00.000Z',
  };
  return record;
}

/** Counts the reads a DocStore is asked for. */
function counting(docs: DocStore) {
  const calls = { get: 0, getAll: 0, query: 0 };
  const counted: DocStore = {
    ...docs,
    get: (path) => {
      calls.get += 1;
      return docs.get(path);
    },
    getAll: (paths) => {
      calls.getAll += 1;
      return docs.getAll(paths);
    },
    query: (query) => {
      calls.query += 1;
      return docs.query(query);
    },
  };
  return { docs: counted, calls };
}

describe.each(harnesses)('events lists on $name', ({ open }) => {
  let docs: DocStore;

  beforeEach(async () => {
    docs = await open();
    await storeApprovedEvent(docs, 'e1', {
      vip: { name: 'VIP', capacity: 10 },
      ga: { name: 'General', capacity: 100 },
    });
    await storeApprovedEvent(docs, 'e2', { ga: { name: 'General', capacity: 50 } });
    // Taken is held plus sold, as the allocator keeps it.
    const stock = (eventId: string, typeId: string, taken: number) =>
      docs.set(paths.stock(eventId, typeId), { taken } satisfies StockRecord);
    await Promise.all([stock('e1', 'vip', 3), stock('e1', 'ga', 7), stock('e2', 'ga', 4)]);
    await Promise.all([
      docs.set(paths.order('o1'), order('e1', 'paid', { vip: 2, ga: 5 })),
      docs.set(paths.order('o2'), order('e1', 'held', { vip: 1, ga: 2 })),
      docs.set(paths.order('o3'), order('e2', 'held', { ga: 4 })),
      docs.set(paths.order('o4'), order('e2', 'expired', { ga: 9 })),
    ]);
  });

  it('counts what each type sold (taken less held), the same as the event view does', async () => {
    const sold = await readSoldCountsOfEvents(docs, [
      { id: 'e1', typeIds: ['vip', 'ga'] },
      { id: 'e2', typeIds: ['ga'] },
      { id: 'e3', typeIds: [] },
    ]);
    expect(sold.get('e1')).toEqual(
      new Map([
        ['vip', 2],
        ['ga', 5],
      ]),
    );
    expect(sold.get('e1')).toEqual(await readSoldCounts(docs, 'e1'));
    expect(sold.get('e2')).toEqual(new Map([['ga', 0]]));
    expect([...sold.keys()]).toEqual(['e1', 'e2', 'e3']);
    expect(totalSold(sold.get('e1'))).toBe(7);
    expect(totalSold(sold.get('e3'))).toBe(0);
    expect(totalSold(undefined)).toBe(0);
  });

  it('reads the types of listed events in order, by their ids or, without them, by query', async () => {
    const types = await readTicketTypesOfEvents(docs, [
      { id: 'e1', typeIds: ['ga', 'vip'] },
      { id: 'e2' },
    ]);
    expect(types.get('e1')?.map((type) => type.name)).toEqual(['VIP', 'General']);
    expect(types.get('e2')?.map((type) => [type.id, type.capacity])).toEqual([['ga', 50]]);
  });

  it('reads a list of 70 events in a few batches, not per event', async () => {
    const events = Array.from({ length: 70 }, (_, i) => ({
      id: i < 2 ? `e${i + 1}` : `none${i}`,
      typeIds: ['ga', 'vip'],
    }));
    const { docs: counted, calls } = counting(docs);
    const [types, sold] = await Promise.all([
      readTicketTypesOfEvents(counted, events),
      readSoldCountsOfEvents(counted, events),
    ]);
    // One batched get of the types, one of the stock, and held orders 30 events per query.
    expect(calls).toEqual({ get: 0, getAll: 2, query: 3 });
    expect(types.get('e2')?.map((type) => type.id)).toEqual(['ga']);
    expect(totalSold(sold.get('e1'))).toBe(7);
    expect(totalSold(sold.get('none9'))).toBe(0);
  });
});
