import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import {
  checkoutServices,
  storeApprovedEvent,
  type CheckoutServices,
} from '../../test-support/checkout-fixtures';
import { freshSqliteDocStores } from '../../test-support/doc-store-harnesses';
import { AppError } from '../common/app-error';
import { allocatePurchases } from '../allocator/allocate-purchases';
import { beginTransaction } from './begin-transaction';
import type { StockRecord } from './checkout-records';
import type { Services } from '../common/services';

const openStore = freshSqliteDocStores('begin-transaction');

describe('beginTransaction identifies the buyer only when it has to', () => {
  let docs: DocStore;
  let services: CheckoutServices;
  let identified: number;
  const identifyBuyer = async () => {
    identified += 1;
    return 'buyer-1';
  };
  const claimedBuyer = () => 'buyer-1';

  beforeEach(async () => {
    docs = openStore();
    identified = 0;
    services = checkoutServices(docs, {
      mailer: {} as Services['mailer'],
      purchaseRateLimit: { limit: 2, windowSeconds: 600 },
    });
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 1 } });
  });

  const input = {
    eventId: 'e1',
    email: 'buyer@example.com',
    items: [{ typeId: 'ga', quantity: 1 }],
    requestKey: 'key-1',
  };

  it('refuses a sold-out type without checking anybody’s token (what everyone may see)', async () => {
    await docs.set(paths.stock('e1', 'ga'), { taken: 1 } satisfies StockRecord);
    const refusal = await beginTransaction(services, { input, identifyBuyer, claimedBuyer }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'sold_out' });
    expect(identified).toBe(0);
  });

  it('refuses a quantity over the maximum before identifying anybody', async () => {
    const tooMany = { ...input, items: [{ typeId: 'ga', quantity: 5 }] };
    await expect(
      beginTransaction(services, { input: tooMany, identifyBuyer, claimedBuyer }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    expect(identified).toBe(0);
  });

  it('identifies the buyer before anything is queued, and queues nothing when that fails', async () => {
    const refused = async () => {
      identified += 1;
      throw new AppError('unauthenticated', 'The ID token has expired');
    };
    await expect(
      beginTransaction(services, { input, identifyBuyer: refused, claimedBuyer, waitMs: 0 }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(identified).toBe(1);
    expect(await docs.query({ collection: 'purchaseRequests' })).toEqual([]);
  });

  it('counts a buyer’s purchase attempts, not their second presses, and says when to retry', async () => {
    await storeApprovedEvent(docs, 'e2', { big: { name: 'Big', capacity: 100 } });
    const attempt = (requestKey: string) =>
      beginTransaction(services, {
        input: { ...input, eventId: 'e2', items: [{ typeId: 'big', quantity: 1 }], requestKey },
        identifyBuyer,
        claimedBuyer,
        waitMs: 0,
      });
    expect(await attempt('a')).toMatchObject({ status: 'queued' });
    expect(await attempt('a')).toMatchObject({ status: 'queued' });
    expect(await attempt('b')).toMatchObject({ status: 'queued' });
    // The limit is 2 per 10 minutes (600 s windows from the epoch; the clock is at 10:00).
    await expect(attempt('c')).rejects.toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSeconds: 600 },
    });
    expect(await docs.query({ collection: 'purchaseRequests' })).toHaveLength(2);
    // Over the limit, a second press of a queued attempt is still that attempt.
    expect(await attempt('b')).toMatchObject({ status: 'queued' });
  });

  it('answers a second press that does not say so with the hold the first press got', async () => {
    const press = () => beginTransaction(services, { input, identifyBuyer, claimedBuyer });
    const first = press();
    await expect
      .poll(async () => (await docs.query({ collection: 'purchaseRequests' })).length)
      .toBe(1);
    await allocatePurchases(services);
    const held = await first;
    expect(held).toMatchObject({ status: 'held' });
    // The queue's turn has not moved since: the answer is read from the request itself.
    expect(await press()).toEqual(held);
  });

  it('answers a rush of sold-out buyers with one read of the event, types and stock, and one of their key', async () => {
    await docs.set(paths.stock('e1', 'ga'), { taken: 1 } satisfies StockRecord);
    let reads = 0;
    const getAll = docs.getAll.bind(docs);
    docs.getAll = (paths) => {
      reads += 1;
      return getAll(paths);
    };
    // Each looks for an earlier press of its key (same key, same answer): none is there.
    const looked: string[] = [];
    const get = docs.get.bind(docs);
    docs.get = (path) => {
      looked.push(path);
      return get(path);
    };
    const refusals = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        beginTransaction(services, {
          input: { ...input, requestKey: `rush-${String(i).padStart(4, '0')}` },
          identifyBuyer,
          claimedBuyer,
        }).catch((error: unknown) => error),
      ),
    );
    expect(refusals.every((refusal) => (refusal as AppError).code === 'sold_out')).toBe(true);
    expect(reads).toBe(1);
    expect(looked).toHaveLength(20);
    expect(looked.every((path) => path.startsWith('purchaseRequests/buyer-1_rush-'))).toBe(true);
    expect(identified).toBe(0);
  });

  it('reads the stock afresh once the allocator has refused a buyer', async () => {
    // The first buyer passes the precheck (stock 0 of 1 taken) and is queued ...
    const first = beginTransaction(services, { input, identifyBuyer, claimedBuyer, waitMs: 2_000 });
    await expect
      .poll(async () => (await docs.query({ collection: 'purchaseRequests' })).length)
      .toBe(1);
    // ... meanwhile the last ticket went, and the allocator refuses the first buyer.
    await docs.set(paths.stock('e1', 'ga'), { taken: 1 } satisfies StockRecord);
    await allocatePurchases(services);
    await expect(first).rejects.toMatchObject({ code: 'sold_out' });
    // The next buyer is refused by the precheck itself: nobody identified, nothing queued.
    identified = 0;
    await expect(
      beginTransaction(services, {
        input: { ...input, requestKey: 'key-2' },
        identifyBuyer,
        claimedBuyer,
      }),
    ).rejects.toMatchObject({ code: 'sold_out' });
    expect(identified).toBe(0);
    expect(await docs.query({ collection: 'purchaseRequests' })).toHaveLength(1);
  });
});
