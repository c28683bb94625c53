/**
 * Tracking links on both DocStores (issue 40): a purchase's `ref` becomes its order's
 * `source`, and the organiser's sales count the paid orders of each source.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { beginTransactionRequest } from '../../contract/checkout';
import { salesResponse } from '../../contract/tickets';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import {
  checkoutServices,
  storeApprovedEvent,
  storedRequests,
} from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { allocatePurchases } from '../allocator/allocate-purchases';
import { beginTransaction } from '../checkout/begin-transaction';
import type { OrderRecord } from '../checkout/checkout-records';
import { forgetRecentReads } from '../common/recent-reads';
import { fulfilOrder } from '../payments/fulfil-order';

describe.each(docStoreHarnesses('demo-sales-sources'))('sales by source on $name', ({ open }) => {
  let docs: DocStore;
  let api: ApiHarness;

  beforeEach(async () => {
    docs = await open();
    forgetRecentReads(docs);
    api = await startApiApp({ docs });
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 100 } });
  });
  afterEach(() => api.close());

  /** Buyer `uid` asks for `quantity` General tickets, from the link's `ref` if any. */
  const buy = (uid: string, quantity: number, ref?: string) =>
    beginTransaction(checkoutServices(docs), {
      input: beginTransactionRequest.parse({
        eventId: 'e1',
        email: `${uid}@example.com`,
        items: [{ typeId: 'ga', quantity }],
        requestKey: `key-${uid}`,
        ...(ref === undefined ? {} : { ref }),
      }),
      identifyBuyer: async () => uid,
      claimedBuyer: () => uid,
      waitMs: 0,
    });

  /** The order granted to buyer `uid`, paid in full. */
  async function pay(uid: string): Promise<OrderRecord> {
    const request = (await storedRequests(docs)).find((candidate) => candidate.uid === uid);
    const orderId = request?.orderId ?? '';
    const order = (await docs.get<OrderRecord>(paths.order(orderId))).data!;
    const { amount, currency } = order;
    const paid = await fulfilOrder(checkoutServices(docs), orderId, {
      reference: orderId,
      amount,
      currency,
    });
    expect(paid.outcome).toBe('fulfilled');
    return order;
  }

  it('keeps where each buyer came from on their order and counts the paid ones by source', async () => {
    await buy('insta-1', 2, 'Instagram');
    await buy('insta-2', 1, 'instagram');
    await buy('direct', 1);
    // The widget's host page: counted once paid, so not while only held.
    await buy('widget', 3, 'example.org');
    await allocatePurchases(checkoutServices(docs));
    const requests = await storedRequests(docs);
    expect(requests.map((request) => [request.uid, request.status, request.source])).toEqual(
      expect.arrayContaining([
        ['insta-1', 'granted', 'instagram'],
        ['direct', 'granted', undefined],
        ['widget', 'granted', 'example.org'],
      ]),
    );

    expect((await pay('insta-1')).source).toBe('instagram');
    expect(await pay('insta-2')).toMatchObject({ source: 'instagram' });
    expect(await pay('direct')).not.toHaveProperty('source');

    const answer = await api.call('/api/events/e1/sales', { token: 'organiser' });
    expect(answer.status).toBe(200);
    expect(salesResponse.parse(answer.body).sources).toEqual([
      { source: 'instagram', orders: 2, tickets: 3, revenue: [{ currency: 'ZAR', amount: 45000 }] },
      { source: null, orders: 1, tickets: 1, revenue: [{ currency: 'ZAR', amount: 15000 }] },
    ]);
  });
});
