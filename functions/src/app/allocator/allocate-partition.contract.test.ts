/**
 * Partitioned allocation on both DocStores (SQLite always; the Firestore emulator when
 * FIRESTORE_EMULATOR_HOST is set): each partition serves its buyers first come, first
 * served from its own slice; slices that run dry take what the others have left, so the
 * last ticket sells and no ticket sells twice; a partition that crashes mid-batch answers
 * every request after its restart, none twice.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { partitionOfBuyer } from '../../domain/partitions';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import {
  pendingRequest,
  saleStart,
  storeApprovedEvent,
  storedOrders,
  storedRequests,
  testAllocatorTerms,
} from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { TestClock } from '../../test-support/test-clock';
import { allocatePartition, allocatePurchases, holdMs } from './allocate-purchases';
import type {
  OrderRecord,
  PurchaseRequestRecord,
  StockRecord,
  StockSliceRecord,
} from '../checkout/checkout-records';
import { readTaken } from './read-type-stocks';
import { getPurchaseRequest } from '../checkout/get-purchase-request';
import type { Services } from '../common/services';

const harnesses = docStoreHarnesses('demo-partitions-contract');

const partitions = 2;

/** Buyers whose requests go to `partition`, as many as asked. */
function buyersIn(partition: number, count: number, prefix = 'buyer'): string[] {
  const uids: string[] = [];
  for (let i = 0; uids.length < count; i++) {
    if (partitionOfBuyer(`${prefix}-${i}`, partitions) === partition) uids.push(`${prefix}-${i}`);
  }
  return uids;
}

/** The DocStore seen through a new instance (its allocators' memory empty), as after a restart. */
function restarted(docs: DocStore, crashes: { transactions: number[] } = { transactions: [] }) {
  let transactions = 0;
  return new Proxy(docs, {
    get(target, property) {
      if (property === 'runTransaction') {
        return <R>(work: Parameters<DocStore['runTransaction']>[0]) =>
          target.runTransaction(async (tx) => {
            const result = (await work(tx)) as R;
            // Dies after deciding, before its commit: the transaction writes nothing.
            if (crashes.transactions.includes(++transactions)) throw new Error('Allocator crashed');
            return result;
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

describe.each(harnesses)('allocatePartition on $name', ({ open }) => {
  let docs: DocStore;
  const clock = new TestClock(saleStart);
  const services = (store = docs) => ({ docs: store, clock, ...testAllocatorTerms });

  async function openEvent(capacity: number) {
    await storeApprovedEvent(docs, 'big', { gen: { name: 'General', capacity } });
    await docs.set(paths.event('big'), { allocatorPartitions: partitions }, { merge: true });
  }

  beforeEach(async () => {
    docs = await open();
    clock.at = saleStart;
  });

  let requestCounter = 0;
  async function request(uid: string, at = clock.at, quantity = 1) {
    const id = `r${String(requestCounter++).padStart(5, '0')}`;
    const record = pendingRequest(uid, at, {
      eventId: 'big',
      items: [{ typeId: 'gen', quantity }],
      partition: partitionOfBuyer(uid, partitions),
    });
    await docs.create(paths.purchaseRequest(id), record);
    return id;
  }

  const requests = () => storedRequests(docs);
  const orders = () => storedOrders(docs);
  const slice = async (partition: number) =>
    (await docs.get<StockSliceRecord>(paths.stockSlice('big', 'gen', partition))).data;

  it('serves a partition’s buyers first come, first served, then takes the other slice’s', async () => {
    await openEvent(10);
    const ids: string[] = [];
    for (const [i, uid] of buyersIn(0, 12).entries()) ids.push(await request(uid, saleStart + i));
    await allocatePartition(services(), { eventId: 'big', partition: 0 }, { batchSize: 4 });

    const answered = await requests();
    const granted = answered.filter((r) => r.status === 'granted').map((r) => r.id);
    expect(granted.sort()).toEqual(ids.slice(0, 10));
    for (const r of answered.filter((r) => r.status === 'refused')) {
      expect(r.refusal).toEqual({ code: 'sold_out', typeId: 'gen', left: 0 });
    }
    expect((await orders()).map((order) => order.partition)).toEqual(new Array(10).fill(0));
    // Its own 5, then the 5 of the idle partition; the type's own document is not used.
    expect(await slice(0)).toEqual({ typeId: 'gen', partition: 0, taken: 10, moved: 5 });
    expect(await slice(1)).toEqual({ typeId: 'gen', partition: 1, taken: 0, moved: -5 });
    expect((await docs.get<StockRecord>(paths.stock('big', 'gen'))).data).toBeUndefined();
    expect((await readTaken(docs, 'big')).get('gen')).toBe(10);
  });

  it('sells one type to the last ticket through two busy partitions at once, never more', async () => {
    await openEvent(30);
    // Uneven loads: most buyers land in one partition.
    const buyers = [...buyersIn(0, 26, 'a'), ...buyersIn(1, 9, 'b')];
    await Promise.all(buyers.map((uid, i) => request(uid, saleStart + (i % 7))));
    await Promise.all(
      [0, 1, 0, 1].map((partition) =>
        allocatePartition(services(), { eventId: 'big', partition }, { batchSize: 7 }),
      ),
    );

    const answered = await requests();
    expect(answered.filter((r) => r.status === 'pending')).toEqual([]);
    expect(answered.filter((r) => r.status === 'granted')).toHaveLength(30);
    const refused = answered.filter((r) => r.status === 'refused');
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r.refusal).toEqual({ code: 'sold_out', typeId: 'gen', left: 0 });
    expect(await orders()).toHaveLength(30);
    const [first, second] = [(await slice(0))!, (await slice(1))!];
    expect(first.taken + second.taken).toBe(30);
    expect(first.moved + second.moved).toBe(0);
    expect(first.taken).toBeLessThanOrEqual(15 + first.moved);
    expect(second.taken).toBeLessThanOrEqual(15 + second.moved);
  }, 60_000);

  it('answers every request of a partition that crashed mid-batch after its restart, none twice', async () => {
    await openEvent(10);
    for (const [i, uid] of buyersIn(0, 8).entries()) await request(uid, saleStart + i);
    // The second batch dies before its commit.
    const crashing = restarted(docs, { transactions: [2] });
    await expect(
      allocatePartition(services(crashing), { eventId: 'big', partition: 0 }, { batchSize: 3 }),
    ).rejects.toThrow('Allocator crashed');
    expect((await requests()).filter((r) => r.status === 'pending')).toHaveLength(5);
    expect(await orders()).toHaveLength(3);

    // The restarted partition, and the retried trigger of the crashed run, at once.
    await Promise.all([
      allocatePartition(
        services(restarted(docs)),
        { eventId: 'big', partition: 0 },
        { batchSize: 3 },
      ),
      allocatePartition(
        services(restarted(docs)),
        { eventId: 'big', partition: 0 },
        { batchSize: 3 },
      ),
    ]);
    const answered = await requests();
    expect(answered.filter((r) => r.status === 'granted')).toHaveLength(8);
    const placed = await orders();
    expect(placed).toHaveLength(8);
    expect(new Set(placed.map((order) => order.requestId)).size).toBe(8);
    expect(answered.map((r) => r.orderId).sort()).toEqual(
      (await docs.query<OrderRecord>({ collection: 'orders' })).map((doc) => doc.id).sort(),
    );
    expect((await slice(0))!.taken).toBe(8);
  }, 60_000);

  it('returns its own expired holds to its slice, for a buyer of another partition to get', async () => {
    await openEvent(4);
    for (const uid of buyersIn(0, 4)) await request(uid);
    await allocatePartition(services(), { eventId: 'big', partition: 0 });
    expect(await slice(0)).toMatchObject({ taken: 4, moved: 2 });

    clock.at = saleStart + holdMs;
    const [late] = buyersIn(1, 1, 'late');
    const lateRequest = await request(late!);
    // Partition 1 has nothing left and nothing to take, until partition 0 runs.
    await allocatePartition(services(), { eventId: 'big', partition: 0 });
    expect(await slice(0)).toMatchObject({ taken: 0, moved: 2 });
    expect((await orders()).map((order) => order.status)).toEqual(new Array(4).fill('expired'));
    await allocatePartition(services(), { eventId: 'big', partition: 1 });
    const answered = await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(lateRequest));
    expect(answered.data?.status).toBe('granted');
    expect(await slice(1)).toMatchObject({ taken: 1, moved: -1 });
  });

  it('tells a queued buyer their place in their partition’s queue', async () => {
    await openEvent(10);
    const [first, second] = buyersIn(1, 2);
    for (const [i, uid] of buyersIn(0, 3).entries()) await request(uid, saleStart + i);
    await request(first!, saleStart + 10);
    const queued = await request(second!, saleStart + 11);
    const services = {
      docs,
      clock,
      // A pending request needs nothing of these.
      payments: {} as Services['payments'],
      mailer: {} as Services['mailer'],
      publicBaseUrl: 'http://localhost',
    };
    expect(await getPurchaseRequest({ services, requestId: queued, uid: second! })).toEqual({
      status: 'queued',
      requestId: queued,
      position: 2,
    });
  });

  it('drains partitions met in the one allocator’s queue, and returns expired holds to their slice', async () => {
    await openEvent(4);
    await storeApprovedEvent(docs, 'small', { one: { name: 'One', capacity: 1 } });
    const [late] = buyersIn(1, 1);
    for (const uid of buyersIn(1, 4)) await request(uid);
    await docs.create(paths.purchaseRequest('small-1'), {
      eventId: 'small',
      uid: 'someone',
      email: 'someone@example.com',
      items: [{ typeId: 'one', quantity: 1 }],
      createdAt: new Date(clock.at + 1).toISOString(),
      status: 'pending',
    } satisfies PurchaseRequestRecord);
    await allocatePurchases(services());
    expect((await requests()).map((r) => r.status)).toEqual(new Array(5).fill('granted'));
    expect((await docs.get<StockRecord>(paths.stock('small', 'one'))).data).toEqual({ taken: 1 });
    expect(await slice(1)).toMatchObject({ taken: 4, moved: 2 });

    // The holds run out: the one allocator's sweep gives them back to slice 1.
    clock.at = saleStart + holdMs;
    await allocatePurchases(services());
    expect(await slice(1)).toMatchObject({ taken: 0, moved: 2 });
    expect((await readTaken(docs, 'big')).get('gen')).toBe(0);
    const again = await request(late!, clock.at + 1);
    await allocatePartition(services(), { eventId: 'big', partition: 1 });
    expect((await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(again))).data?.status).toBe(
      'granted',
    );
  });
});
