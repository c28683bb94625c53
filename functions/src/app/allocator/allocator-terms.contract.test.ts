/**
 * What the allocator checks of each request besides stock, on both DocStores: the buyer's
 * purchase limit (exact across every instance that queued) and the price the buyer's payment
 * was started at.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import {
  pendingRequest,
  plannedOrder,
  saleStart,
  startedPayment,
  storeApprovedEvent,
  storedRequest,
  testPlatformFee,
  testPurchaseLimit,
} from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { AppError } from '../common/app-error';
import { allocatePurchases } from './allocate-purchases';
import type { OrderRecord } from '../checkout/checkout-records';
import { refusalError } from '../checkout/refusal-error';

/** Where the allocator's clock stands: a minute into the sale. */
const aMinuteIn = new Date(saleStart + 60_000);

describe.each(docStoreHarnesses('demo-allocator-terms'))(
  'the allocator’s terms on $name',
  ({ open }) => {
    let docs: DocStore;
    const clock = { now: () => aMinuteIn };
    const services = (limit = testPurchaseLimit) => ({
      docs,
      clock,
      platformFee: testPlatformFee,
      purchaseRateLimit: limit,
    });

    beforeEach(async () => {
      docs = await open();
      await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 100 } });
    });

    /** A request as some instance of beginTransaction queued it, `second` seconds in. */
    async function queued(id: string, uid: string, second: number, plannedAmount = 15000) {
      const record = pendingRequest(uid, saleStart + second * 1000, {
        plannedOrder: plannedOrder(id, plannedAmount),
      });
      await docs.create(paths.purchaseRequest(id), record);
    }
    const answer = (id: string) => storedRequest(docs, id);

    it('refuses a buyer’s requests over the limit, wherever they were queued, and tells when to retry', async () => {
      await queued('a1', 'u1', 0);
      await queued('b1', 'u2', 1);
      await queued('a2', 'u1', 2);
      // The first batch decides these; the next finds them stored.
      await allocatePurchases(services({ limit: 2, windowSeconds: 600 }));
      await queued('a3', 'u1', 30);
      await queued('b2', 'u2', 31);
      await allocatePurchases(services({ limit: 2, windowSeconds: 600 }));

      expect((await answer('a1')).status).toBe('granted');
      expect((await answer('a2')).status).toBe('granted');
      expect((await answer('b2')).status).toBe('granted');
      const over = await answer('a3');
      // u1's first request leaves the window 600 s after it: 570 s after the third.
      expect(over).toMatchObject({
        status: 'refused',
        refusal: { code: 'rate_limited', retryAfterSeconds: 570 },
      });
      expect(await docs.get(paths.order('order-a3'))).toMatchObject({ data: undefined });
      const error = refusalError(over.refusal!, new Map());
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: 570 } });
    });

    it('does not count a refusal for the limit against the buyer', async () => {
      await queued('a1', 'u1', 0);
      await queued('a2', 'u1', 1);
      await queued('a3', 'u1', 2);
      await allocatePurchases(services({ limit: 2, windowSeconds: 600 }));
      expect((await answer('a3')).refusal).toMatchObject({ code: 'rate_limited' });
      // Within the window, a fourth is still over (two counted), not "three counted".
      await queued('a4', 'u1', 3);
      await allocatePurchases(services({ limit: 3, windowSeconds: 600 }));
      expect((await answer('a4')).status).toBe('granted');
    });

    it('creates the order the buyer’s call named, with the payment it started', async () => {
      await queued('a1', 'u1', 0);
      await allocatePurchases(services());
      expect(await answer('a1')).toMatchObject({
        status: 'granted',
        orderId: 'order-a1',
        grantedOrder: { amount: 15000, currency: 'ZAR', payment: startedPayment },
      });
      const order = (await docs.get<OrderRecord>(paths.order('order-a1'))).data!;
      expect(order).toMatchObject({
        status: 'held',
        amount: 15000,
        payment: startedPayment,
        requestId: 'a1',
      });
    });

    it('refuses a payment started at a price the tickets no longer have, taking no stock', async () => {
      await queued('a1', 'u1', 0, 12000);
      await allocatePurchases(services());
      expect(await answer('a1')).toMatchObject({
        status: 'refused',
        refusal: { code: 'price_changed' },
      });
      expect(await docs.get(paths.order('order-a1'))).toMatchObject({ data: undefined });
      expect((await docs.get(paths.stock('e1', 'ga'))).data?.taken ?? 0).toBe(0);
      expect(refusalError({ code: 'price_changed' }, new Map())).toMatchObject({
        code: 'conflict',
      });
    });
  },
);
