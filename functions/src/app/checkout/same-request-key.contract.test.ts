/**
 * A request key is one purchase (issue 42): pressed again after its type sold out, with or
 * without `again`, it gets its first answer (the hold, the queue, its own refusal), on both
 * DocStores. A first press after the sell-out pays one read and nobody's token check.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import {
  checkoutServices,
  storeApprovedEvent,
  type CheckoutServices,
} from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { allocatePurchases } from '../allocator/allocate-purchases';
import { forgetRecentReads } from '../common/recent-reads';
import type { TicketTypeRecord } from '../events/event-records';
import { beginTransaction } from './begin-transaction';
import type { StockRecord } from './checkout-records';

const harnesses = docStoreHarnesses('demo-same-request-key');

describe.each(harnesses)('the same request key after a sell-out on $name', ({ open }) => {
  let docs: DocStore;
  let services: CheckoutServices;
  let identified: number;

  beforeEach(async () => {
    docs = await open();
    // The store may be the last test's: its precheck's copy of the stock is not this one's.
    forgetRecentReads(docs);
    services = checkoutServices(docs);
    identified = 0;
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 1 } });
  });

  const input = {
    eventId: 'e1',
    email: 'buyer@example.com',
    items: [{ typeId: 'ga', quantity: 1 }],
    requestKey: 'key-0001',
  };
  const press = ({
    requestKey = input.requestKey,
    again,
    uid = 'buyer-1',
    claimed = uid,
  }: { requestKey?: string; again?: boolean; uid?: string; claimed?: string } = {}) =>
    beginTransaction(services, {
      input: { ...input, requestKey, ...(again === undefined ? {} : { again }) },
      identifyBuyer: async () => {
        identified += 1;
        return uid;
      },
      claimedBuyer: () => claimed,
      waitMs: 0,
    });
  // Sold out (by this buyer's grant or by others); the precheck sees it at once rather than
  // up to half a second later.
  const soldOut = async () => {
    await docs.set(paths.stock('e1', 'ga'), { taken: 1 } satisfies StockRecord);
    forgetRecentReads(docs);
  };

  it('answers the hold the first press got, with or without again', async () => {
    const requestId = 'buyer-1_key-0001';
    expect(await press()).toEqual({ status: 'queued', requestId });
    await allocatePurchases(services);
    forgetRecentReads(docs);
    identified = 0;
    const held = await press();
    expect(held).toMatchObject({ status: 'held', items: [{ typeId: 'ga', quantity: 1 }] });
    if (held.status !== 'held') throw new Error('not held');
    expect(held.accessCode).toBe(`ac-${held.reference}`);
    // Found by the uid the token claims, answered once the token proved it.
    expect(identified).toBe(1);
    expect(await press({ again: true })).toEqual(held);
    expect(await press({ again: false })).toEqual(held);
  });

  it('tells a press still in the queue that it is queued', async () => {
    await press();
    await soldOut();
    expect(await press()).toEqual({ status: 'queued', requestId: 'buyer-1_key-0001' });
  });

  it('answers the refusal the first press got, not what the stock says now', async () => {
    await press();
    // The organiser changed the price after the payment started: the allocator refuses it.
    await docs.update(paths.eventType('e1', 'ga'), { price: 20_000 } satisfies Partial<
      Pick<TicketTypeRecord, 'price'>
    >);
    await allocatePurchases(services);
    await soldOut();
    await expect(press()).rejects.toMatchObject({ code: 'conflict', message: /price/ });
    // Another key is another purchase: sold out.
    await expect(press({ requestKey: 'key-0002' })).rejects.toMatchObject({
      code: 'sold_out',
      message: 'General is sold out',
    });
  });

  it('refuses a first press without checking its token or writing anything', async () => {
    await soldOut();
    await expect(press()).rejects.toMatchObject({ code: 'sold_out' });
    expect(identified).toBe(0);
    expect(await docs.query({ collection: 'purchaseRequests' })).toEqual([]);
  });

  it('refuses a press whose token proves somebody else than the request it claims', async () => {
    await press();
    await soldOut();
    await expect(press({ uid: 'buyer-2', claimed: 'buyer-1' })).rejects.toMatchObject({
      code: 'sold_out',
    });
    for (const claimed of ['a/b', '__x']) {
      const requestKey = claimed === '__x' ? 'reserved__' : input.requestKey;
      await expect(press({ claimed, requestKey })).rejects.toMatchObject({ code: 'sold_out' });
    }
  });
});
