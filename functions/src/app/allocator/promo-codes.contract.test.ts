/**
 * Promo codes through the allocator, on both DocStores: a code's uses are counted with the
 * grant and given back with an expired hold or a refund, in the allocator's transaction, so
 * a code with N uses is used N times however many buyers rush it and however many
 * allocators run at once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PromoTerms } from '../../contract/promo-price';
import { partitionOfBuyer } from '../../domain/partitions';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import {
  pendingRequest,
  plannedOrder,
  promoCodeRecord,
  saleStart,
  storeApprovedEvent,
  storedRequest,
  tenPercentOff,
  testPlatformFee,
  testPurchaseLimit,
} from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { TestClock } from '../../test-support/test-clock';
import type { PromoCodeRecord } from '../promo-codes/promo-records';
import { allocatePartition, allocatePurchases, holdMs } from './allocate-purchases';
import type { OrderRecord } from '../checkout/checkout-records';
import { orderPrice } from '../checkout/order-price';
import { refusalError } from '../checkout/refusal-error';

/** What one General ticket (R150) costs with `terms`, the fee absorbed: the planned amount. */
const priceWith = (terms: PromoTerms | undefined, quantity = 1) =>
  orderPrice([{ typeId: 'ga', price: 15000, quantity }], 'ZAR', undefined, testPlatformFee, terms)
    .buyerPays;

describe.each(docStoreHarnesses('demo-promo-codes'))('promo codes on $name', ({ open }) => {
  let docs: DocStore;
  const clock = new TestClock(saleStart);
  const services = () => ({
    docs,
    clock,
    platformFee: testPlatformFee,
    purchaseRateLimit: { ...testPurchaseLimit, limit: 1000 },
  });

  beforeEach(async () => {
    docs = await open();
    clock.at = saleStart + 60_000;
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 1000 } });
  });

  async function storeCode(overrides: Partial<PromoCodeRecord> = {}) {
    const record = promoCodeRecord('SAVE10', saleStart, overrides);
    await docs.set(paths.promoCode('e1', record.code), record);
  }
  const code = async (name = 'SAVE10') =>
    (await docs.get<PromoCodeRecord>(paths.promoCode('e1', name))).data!;

  /** A request as beginTransaction queued it with the code, priced with `terms`. */
  async function queued(
    id: string,
    uid: string,
    {
      second = 0,
      terms = tenPercentOff,
      promoCode = 'SAVE10',
      partition = undefined as number | undefined,
    } = {},
  ) {
    const record = pendingRequest(uid, saleStart + second * 1000, {
      plannedOrder: plannedOrder(id, priceWith(terms)),
      promoCode,
      ...(partition === undefined ? {} : { partition }),
    });
    await docs.create(paths.purchaseRequest(id), record);
  }
  const answer = (id: string) => storedRequest(docs, id);
  const order = async (id: string) =>
    (await docs.get<OrderRecord>(paths.order(`order-${id}`))).data;

  it('never sells 11 with a code of 10 uses when 50 buyers (5N) rush it, allocators running at once', async () => {
    await storeCode();
    await Promise.all(
      Array.from({ length: 50 }, (_, index) => queued(`r${index}`, `u${index}`, { second: index })),
    );
    await Promise.all([1, 2, 3].map(() => allocatePurchases(services(), { batchSize: 7 })));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => answer(`r${index}`)),
    );
    expect(answers.filter((a) => a.status === 'granted')).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 'refused');
    expect(refused).toHaveLength(40);
    expect(refused.every((a) => a.refusal?.code === 'promo_used_up')).toBe(true);
    // First come, first served.
    expect(answers.slice(0, 10).every((a) => a.status === 'granted')).toBe(true);
    expect((await code()).used).toBe(10);
    expect((await docs.get(paths.stock('e1', 'ga'))).data?.taken).toBe(10);
    expect(refusalError(refused[0]!.refusal!, new Map())).toMatchObject({
      code: 'conflict',
      fields: { promoCode: 'This code has been used up' },
    });
  });

  it('never sells 11 to 50 buyers on an event sold through several partitions, each allocator at once', async () => {
    const partitions = 3;
    await docs.set(paths.event('e1'), { allocatorPartitions: partitions }, { merge: true });
    await storeCode();
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        queued(`r${index}`, `u${index}`, {
          second: index,
          partition: partitionOfBuyer(`u${index}`, partitions),
        }),
      ),
    );
    await Promise.all(
      Array.from({ length: partitions }, (_, partition) =>
        allocatePartition(services(), { eventId: 'e1', partition }, { batchSize: 4 }),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => answer(`r${index}`)),
    );
    expect(answers.filter((a) => a.status === 'granted')).toHaveLength(10);
    expect((await code()).used).toBe(10);
  });

  it('records the code and its discount on the order, at the price the payment started at', async () => {
    await storeCode();
    await queued('a1', 'u1');
    await allocatePurchases(services());
    expect(await answer('a1')).toMatchObject({
      status: 'granted',
      grantedOrder: { amount: priceWith(tenPercentOff) },
    });
    expect(await order('a1')).toMatchObject({
      amount: 13500,
      promo: { code: 'SAVE10', discount: 1500 },
      items: [{ typeId: 'ga', unitPrice: 15000, discount: 1500 }],
    });
  });

  it('gives the use back when the hold expires, for the next buyer', async () => {
    await storeCode({ maxUses: 1 });
    await queued('a1', 'u1');
    await allocatePurchases(services());
    expect((await code()).used).toBe(1);
    await queued('a2', 'u2', { second: 1 });
    await allocatePurchases(services());
    expect((await answer('a2')).refusal).toEqual({ code: 'promo_used_up', perBuyer: false });

    clock.at = saleStart + 60_000 + holdMs;
    await queued('a3', 'u3', { second: 2 });
    await allocatePurchases(services());
    expect((await order('a1'))?.status).toBe('expired');
    expect((await answer('a3')).status).toBe('granted');
    expect((await code()).used).toBe(1);
  });

  it('gives the use back when the order is refunded', async () => {
    await storeCode({ maxUses: 1 });
    await queued('a1', 'u1');
    await allocatePurchases(services());
    await docs.update(paths.order('order-a1'), {
      status: 'refunded',
      refundedAt: new Date(clock.at).toISOString(),
      stockReturn: 'pending',
    });
    await allocatePurchases(services());
    expect((await order('a1'))?.stockReturn).toBe('done');
    expect((await code()).used).toBe(0);
  });

  it('keeps the per-buyer limit across batches, and gives the buyer’s use back with their hold', async () => {
    await storeCode({ maxUses: null, maxUsesPerBuyer: 1 });
    await queued('a1', 'u1');
    await queued('a2', 'u1', { second: 1 });
    await queued('b1', 'u2', { second: 2 });
    await allocatePurchases(services());
    await queued('a3', 'u1', { second: 3 });
    await allocatePurchases(services());
    expect((await answer('a1')).status).toBe('granted');
    expect((await answer('a2')).refusal).toEqual({ code: 'promo_used_up', perBuyer: true });
    expect((await answer('a3')).refusal).toEqual({ code: 'promo_used_up', perBuyer: true });
    expect((await answer('b1')).status).toBe('granted');
    expect((await code()).used).toBe(2);
    expect((await code()).byBuyer).toEqual({ u1: 1, u2: 1 });

    clock.at = saleStart + 60_000 + holdMs;
    await queued('a4', 'u1', { second: 4 });
    await allocatePurchases(services());
    expect((await answer('a4')).status).toBe('granted');
    expect((await code()).byBuyer).toEqual({ u1: 1 });
  });

  it('refuses a code outside its validity window, counting nothing', async () => {
    await storeCode({ validUntil: new Date(saleStart).toISOString() });
    await storeCode({ code: 'LATER', validFrom: new Date(saleStart + 3_600_000).toISOString() });
    await queued('a1', 'u1');
    await queued('a2', 'u2', { promoCode: 'LATER' });
    await queued('a3', 'u3', { promoCode: 'NOSUCH' });
    await allocatePurchases(services());
    expect((await answer('a1')).refusal).toEqual({ code: 'promo_invalid', reason: 'ended' });
    expect((await answer('a2')).refusal).toEqual({ code: 'promo_invalid', reason: 'not_started' });
    expect((await answer('a3')).refusal).toEqual({ code: 'promo_invalid', reason: 'unknown' });
    expect((await code()).used).toBe(0);
    expect(await order('a1')).toBeUndefined();
  });

  it('refuses a payment started at a discount the code no longer gives, as price_changed', async () => {
    await storeCode({ terms: { ...tenPercentOff, value: 2000 } });
    await queued('a1', 'u1');
    await allocatePurchases(services());
    expect((await answer('a1')).refusal).toEqual({ code: 'price_changed' });
    expect((await code()).used).toBe(0);
    expect((await docs.get(paths.stock('e1', 'ga'))).data?.taken ?? 0).toBe(0);
  });

  it('grants a 100 % code’s order at 0, with no payment to open', async () => {
    const free: PromoTerms = { kind: 'percent', value: 10_000, per: 'order', typeIds: [] };
    await storeCode({ terms: free });
    const record = pendingRequest('u1', saleStart, {
      items: [{ typeId: 'ga', quantity: 2 }],
      plannedOrder: { id: 'order-free', amount: 0, currency: 'ZAR' },
      promoCode: 'SAVE10',
    });
    await docs.create(paths.purchaseRequest('free'), record);
    await allocatePurchases(services());
    expect(await answer('free')).toMatchObject({ status: 'granted', grantedOrder: { amount: 0 } });
    expect((await docs.get<OrderRecord>(paths.order('order-free'))).data).toMatchObject({
      amount: 0,
      promo: { code: 'SAVE10', discount: 30000 },
    });
    expect((await docs.get<OrderRecord>(paths.order('order-free'))).data?.payment).toBeUndefined();
  });
});
