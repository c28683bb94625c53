/**
 * An event's allocator partitions, fixed at its first approval with nothing sold, on both
 * DocStores: a large event gets several, a small one none (the one allocator, as before),
 * and an event that sold under one layout keeps it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { generalTypeRecord } from '../../test-support/ticket-type-fixture';
import type { EventRecord } from '../events/event-records';
import { partitionsToFix } from './fix-partitions';

const harnesses = docStoreHarnesses('demo-fix-partitions-contract');

const event: EventRecord = {
  uid: 'organiser',
  name: 'Drop',
  description: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const typeOf = (capacity: number) => generalTypeRecord({ capacity });

describe.each(harnesses)('partitionsToFix on $name', ({ open }) => {
  let docs: DocStore;
  beforeEach(async () => {
    docs = await open();
  });

  const fix = (record: EventRecord, capacities: number[]) =>
    docs.runTransaction((tx) => partitionsToFix(tx, 'e1', record, capacities.map(typeOf)));

  it('gives a large event partitions by its whole capacity, and a small one none', async () => {
    expect(await fix(event, [30_000, 20_000])).toEqual({ allocatorPartitions: 6 });
    expect(await fix(event, [5_000, 4_000])).toEqual({});
  });

  it('paces the partitions to the waiting room, when it is on', async () => {
    const room = { enabled: true, admitPerMinute: 300 * 60 };
    expect(await fix({ ...event, waitingRoom: room }, [50_000])).toEqual({
      allocatorPartitions: 2,
    });
    const off = { ...room, enabled: false };
    expect(await fix({ ...event, waitingRoom: off }, [50_000])).toEqual({
      allocatorPartitions: 6,
    });
  });

  it('never changes the partitions of an event once fixed, nor of one that sold without', async () => {
    expect(await fix({ ...event, allocatorPartitions: 4 }, [500_000])).toEqual({});
    await docs.set(paths.stock('e1', 'gen'), { taken: 1 });
    expect(await fix(event, [50_000])).toEqual({});
  });
});
