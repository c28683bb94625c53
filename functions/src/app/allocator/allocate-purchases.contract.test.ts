/**
 * The allocator on both DocStores (SQLite always; the Firestore emulator when
 * FIRESTORE_EMULATOR_HOST is set): no ticket is ever held twice, whatever runs at once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestedItem } from '../../domain/allocation';
import { paths } from '../../paths';
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
import type { DocStore } from '../../ports/doc-store';
import { allocatePurchases, holdMs, onNewRequests } from './allocate-purchases';
import type { PurchaseRequestRecord, StockRecord } from '../checkout/checkout-records';

const harnesses = docStoreHarnesses('demo-allocator-contract');

describe.each(harnesses)('allocatePurchases on $name', ({ open }) => {
  let docs: DocStore;
  const clock = new TestClock(saleStart);
  const services = () => ({ docs, clock, ...testAllocatorTerms });

  beforeEach(async () => {
    docs = await open();
    clock.at = saleStart;
    await storeApprovedEvent(docs, 'e1', {
      one: { name: 'Type 0', capacity: 1 },
      five: { name: 'Type 1', capacity: 5 },
    });
  });

  let requestCounter = 0;
  async function request(items: RequestedItem[], at = clock.at) {
    const id = `r${String(requestCounter++).padStart(5, '0')}`;
    const record = pendingRequest(`buyer-${id}`, at, { email: `${id}@example.com`, items });
    await docs.create(paths.purchaseRequest(id), record);
    return id;
  }

  const requests = () => storedRequests(docs);
  const orders = () => storedOrders(docs);
  const taken = async (typeId: string) =>
    (await docs.get<StockRecord>(paths.stock('e1', typeId))).data?.taken ?? 0;

  it('holds the last ticket for exactly one of 50 buyers, with allocators running at once', async () => {
    await Promise.all(Array.from({ length: 50 }, () => request([{ typeId: 'one', quantity: 1 }])));
    await Promise.all([1, 2, 3].map(() => allocatePurchases(services())));

    const answered = await requests();
    expect(answered.filter((r) => r.status === 'granted')).toHaveLength(1);
    const refused = answered.filter((r) => r.status === 'refused');
    expect(refused).toHaveLength(49);
    for (const r of refused)
      expect(r.refusal).toEqual({ code: 'sold_out', typeId: 'one', left: 0 });
    expect(await orders()).toHaveLength(1);
    expect(await taken('one')).toBe(1);
  }, 60_000);

  it('serves buyers first come, first served', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(await request([{ typeId: 'five', quantity: 1 }], saleStart + i));
    }
    await allocatePurchases(services(), { batchSize: 4 });
    const granted = (await requests()).filter((r) => r.status === 'granted').map((r) => r.id);
    expect(granted.sort()).toEqual(ids.slice(0, 5));
  });

  it('looks for expired holds on new requests at most every 5 s, on the timer every time', async () => {
    await request([{ typeId: 'one', quantity: 1 }]);
    await allocatePurchases(services(), onNewRequests);
    clock.at = saleStart + holdMs - 1000;
    await allocatePurchases(services(), onNewRequests);
    // A second later the hold has expired, but this instance looked a second ago.
    clock.at = saleStart + holdMs;
    const refused = await request([{ typeId: 'one', quantity: 1 }]);
    await allocatePurchases(services(), onNewRequests);
    expect(
      (await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(refused))).data?.status,
    ).toBe('refused');
    expect((await orders()).map((order) => order.status)).toEqual(['held']);
    await allocatePurchases(services());
    expect((await orders()).map((order) => order.status)).toEqual(['expired']);
    expect(await taken('one')).toBe(0);
  });

  it('returns an expired hold to stock and gives it to the next buyer in the queue', async () => {
    await request([{ typeId: 'one', quantity: 1 }]);
    await allocatePurchases(services());
    const [held] = await orders();
    expect(held).toMatchObject({ status: 'held', amount: 15000, currency: 'ZAR' });
    expect(held!.holdExpiresAt).toBe(new Date(saleStart + holdMs).toISOString());

    clock.at = saleStart + holdMs - 1;
    const waiting = await request([{ typeId: 'one', quantity: 1 }]);
    await allocatePurchases(services());
    expect(
      (await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(waiting))).data?.status,
    ).toBe('refused');

    clock.at = saleStart + holdMs;
    const next = await request([{ typeId: 'one', quantity: 1 }]);
    await allocatePurchases(services());
    expect((await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(next))).data?.status).toBe(
      'granted',
    );
    expect((await orders()).map((order) => order.status).sort()).toEqual(['expired', 'held']);
    expect(await taken('one')).toBe(1);
  });

  it('control: without the transaction, two allocators at once sell the last ticket twice', async () => {
    // What the allocator's transaction prevents, done without one: both read the stock,
    // then both grant. This shows the race the tests above exercise is real.
    await request([{ typeId: 'one', quantity: 1 }]);
    await request([{ typeId: 'one', quantity: 1 }]);
    let arrived = 0;
    let bothRead: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (bothRead = resolve));
    const naiveAllocator = async (index: number) => {
      const left = 1 - (await taken('one'));
      const pending = (await requests()).filter((r) => r.status === 'pending');
      if (++arrived === 2) bothRead();
      await barrier;
      if (left < 1) return;
      const mine = pending[index]!;
      await docs.set(paths.stock('e1', 'one'), { taken: 1 }, { merge: true });
      await docs.update(paths.purchaseRequest(mine.id), { status: 'granted' });
    };
    await Promise.all([naiveAllocator(0), naiveAllocator(1)]);
    expect((await requests()).filter((r) => r.status === 'granted')).toHaveLength(2);
  });
});
