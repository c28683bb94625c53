/**
 * The waiting list on events sold through several allocator partitions, and two presses of
 * one offer at once, on both DocStores.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { saleStart, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { linkTokenFor, waitingListWorld } from '../../test-support/waiting-list-fixtures';
import { allocatePurchases, holdMs } from '../allocator/allocate-purchases';
import type { OrderRecord, StockSliceRecord } from '../checkout/checkout-records';
import { readTaken } from '../allocator/read-type-stocks';
import { claimOffer } from './claim-offer';
import { entryIdOf, joinWaitingList } from './join-waiting-list';
import { sweepWaitingLists } from './serve-and-notify';

describe.each(docStoreHarnesses('demo-waiting-list-partitions'))(
  'the waiting list on $name',
  ({ open }) => {
    let docs: DocStore;
    let world: ReturnType<typeof waitingListWorld>;

    beforeEach(async () => {
      docs = await open();
      world = waitingListWorld(() => docs, saleStart);
      await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 6 } });
    });

    const join = (email: string, quantity: number) =>
      joinWaitingList({
        services: world.services(),
        eventId: 'e1',
        typeId: 'ga',
        uid: `uid-${email}`,
        input: { email, quantity },
      });
    const claim = (email: string) =>
      claimOffer(world.services(), {
        eventId: 'e1',
        typeId: 'ga',
        entryId: entryIdOf(email),
        token: linkTokenFor(world.sent, email)!,
        uid: 'claimer',
      });

    it('takes what came back from every slice into the first, and sells no more than the capacity', async () => {
      await docs.update(paths.event('e1'), { allocatorPartitions: 3 });
      // Six buyers of one ticket each, spread over the slices by their uids.
      const bought: string[] = [];
      for (let i = 0; i < 6; i++) {
        world.now += 1000;
        bought.push((await world.buy(`buyer-${i}`, 1)).orderId!);
      }
      expect((await readTaken(docs, 'e1')).get('ga')).toBe(6);
      await join('x@example.com', 4);
      // Four holds lapse, in whichever slices they were.
      for (const id of bought.slice(0, 4)) {
        await docs.update(paths.order(id), { holdExpiresAt: new Date(world.now).toISOString() });
      }
      world.now += 1000;
      await allocatePurchases(world.services());
      expect(await world.buy('public', 1)).toEqual({ refusal: 'sold_out' });
      await sweepWaitingLists(world.services());
      expect(await world.entry('x@example.com')).toMatchObject({
        state: 'offered',
        offer: { quantity: 4 },
      });
      expect((await readTaken(docs, 'e1')).get('ga')).toBe(6);
      const first = (await docs.get<StockSliceRecord>(paths.stockSlice('e1', 'ga', 0))).data!;
      expect(first.taken).toBeGreaterThanOrEqual(4);
      // The claimed order draws on the first slice, so its lapse goes back there, to the list.
      const held = await claim('x@example.com');
      if (held.status !== 'held') throw new Error('not held');
      const order = (await docs.get<OrderRecord>(paths.order(held.reference))).data!;
      expect(order.partition).toBe(0);
      world.now += 25 * 3_600_000 + holdMs;
      await allocatePurchases(world.services());
      // Nobody waits now: all that came back is on public sale again, none sold twice.
      expect((await readTaken(docs, 'e1')).get('ga')).toBe(0);
      expect(await world.buy('public-2', 4)).toMatchObject({ orderId: expect.any(String) });
      expect((await readTaken(docs, 'e1')).get('ga')).toBe(4);
    });

    it('gives one order to two presses of one offer at once', async () => {
      await docs.update(paths.eventType('e1', 'ga'), { capacity: 2 });
      const bought = await world.buy('a', 2);
      await join('x@example.com', 2);
      await docs.update(paths.order(bought.orderId!), {
        holdExpiresAt: new Date(world.now).toISOString(),
      });
      world.now += 1000;
      await allocatePurchases(world.services());
      await sweepWaitingLists(world.services());
      const [one, two] = await Promise.all([claim('x@example.com'), claim('x@example.com')]);
      if (one.status !== 'held' || two.status !== 'held') throw new Error('not held');
      expect(one.reference).toBe(two.reference);
      const orders = (await world.orders()).filter((doc) => doc.data.status === 'held');
      expect(orders.map((doc) => doc.id)).toEqual([one.reference]);
      expect(await world.list()).toMatchObject({ offered: 0, pool: 0, waiting: 0 });
    });
  },
);
