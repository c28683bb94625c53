/**
 * A property test of the waiting list (fast-check): random interleavings of public
 * purchases (some with a promo code of two uses), payments, lapsed holds, refunds, capacity raises, joins, leaves, claims, sweeps
 * and offers running out, through the real allocator and use cases. After every step: what
 * the type's stock counts is exactly the held and sold tickets plus the list's pooled and
 * offered ones, never more than the capacity; nothing sits pooled; the list's counts match
 * its entries; nobody was offered tickets while someone ahead of them waited; while
 * anyone waits the public sees the type sold out; and the code's uses are exactly the orders
 * holding tickets with it, never more than its two.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { waitingListWorld } from '../../test-support/waiting-list-fixtures';
import { allocatePurchases } from '../allocator/allocate-purchases';
import type { OrderRecord } from '../checkout/checkout-records';
import { getAvailability } from '../checkout/get-availability';
import { AppError } from '../common/app-error';
import type { TicketTypeRecord } from '../events/event-records';
import type { PromoCodeRecord } from '../promo-codes/promo-records';
import { claimOffer } from './claim-offer';
import { joinWaitingList } from './join-waiting-list';
import { leaveWaitingList } from './leave-waiting-list';
import { serveEventLists, sweepWaitingLists } from './serve-and-notify';
import { byPlaceInLine } from './waiting-line';
import type { WaitingEntryRecord } from './waiting-list-records';

const person = fc.integer({ min: 0, max: 3 });
const quantity = fc.integer({ min: 1, max: 3 });
// Weighted so that a run of a few dozen steps sells out, lines up, gets offers and claims.
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      who: person,
      quantity,
      withCode: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('time' as const),
      minutes: fc.constantFrom(1, 16, 25 * 60),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raise' as const),
      by: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('join' as const), who: person, quantity }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), who: person }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('claim' as const), who: person }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** A path through every kind of step that reaches a claim, run first on every store. */
const everyKind: Step[] = [
  { kind: 'buy', who: 0, quantity: 2, withCode: true },
  { kind: 'buy', who: 1, quantity: 1, withCode: false },
  { kind: 'pay', pick: 1 },
  { kind: 'join', who: 0, quantity: 2 },
  { kind: 'join', who: 1, quantity: 1 },
  { kind: 'time', minutes: 16 },
  { kind: 'sweep' },
  { kind: 'claim', who: 0 },
  { kind: 'refund', pick: 0 },
  { kind: 'raise', by: 1 },
  { kind: 'buy', who: 2, quantity: 1, withCode: true },
  { kind: 'leave', who: 1 },
  { kind: 'time', minutes: 25 * 60 },
  { kind: 'sweep' },
];

const promoCode = 'FRIENDS';

/** 10 % off each ticket, two uses in all: a rush of random purchases uses it up. */
function twoUseCode(now: number): PromoCodeRecord {
  const at = new Date(now).toISOString();
  return {
    code: promoCode,
    terms: { kind: 'percent', value: 1000, per: 'ticket', typeIds: [] },
    maxUses: 2,
    maxUsesPerBuyer: null,
    validFrom: null,
    validUntil: null,
    active: true,
    used: 0,
    createdAt: at,
    updatedAt: at,
  };
}

/** Refusals a random step may meet (joining an on-sale type, claiming no offer...). */
const expected = (error: unknown) => {
  if (error instanceof AppError && ['conflict', 'not_found'].includes(error.code)) return;
  throw error;
};

describe.each(docStoreHarnesses('demo-waiting-list-invariants'))(
  'waiting-list invariants on $name',
  ({ name, open }) => {
    let docs: DocStore;
    beforeEach(async () => {
      docs = await open();
    });

    it('never counts a ticket twice and serves the line in order, whatever happens', async () => {
      let runs = 0;
      // Claims that bought an offer, over all runs: the property reached the end of the line.
      let claims = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 40 }), async (steps) => {
          const eventId = `e${runs++}`;
          const world = waitingListWorld(() => docs, Date.parse('2026-12-01T10:00:00Z'), eventId);
          await storeApprovedEvent(docs, eventId, { ga: { name: 'General', capacity: 3 } });
          await docs.set(paths.promoCode(eventId, promoCode), twoUseCode(world.now));
          const tokens = new Map<number, string>();
          const email = (who: number) => `p${who}@example.com`;
          for (const one of steps) {
            world.now += 1000;
            await run(one).catch(expected);
            await check();
          }

          async function run(one: Step): Promise<void> {
            const services = world.services();
            const ids = { eventId, typeId: 'ga' };
            const ordersWith = async (status: OrderRecord['status']) =>
              (await world.orders()).filter((order) => order.data.status === status);
            switch (one.kind) {
              case 'buy': {
                const waitedFor = ((await world.list())?.waiting ?? 0) > 0;
                const bought = await world.buy(
                  `buyer${one.who}`,
                  one.quantity,
                  one.withCode ? promoCode : undefined,
                );
                // While anyone waits, nothing of the type is sold to the public.
                if (waitedFor) expect(bought).toEqual({ refusal: 'sold_out' });
                return;
              }
              case 'pay': {
                const held = await ordersWith('held');
                const order = held[one.pick % Math.max(1, held.length)];
                if (order && order.data.holdExpiresAt > new Date(world.now).toISOString()) {
                  await docs.update(order.path, { status: 'paid' });
                }
                return;
              }
              case 'refund': {
                const paid = await ordersWith('paid');
                const order = paid[one.pick % Math.max(1, paid.length)];
                if (!order) return;
                await docs.update(order.path, { status: 'refunded', stockReturn: 'pending' });
                await allocatePurchases(services);
                return;
              }
              case 'time':
                world.now += one.minutes * 60_000;
                await allocatePurchases(services);
                return;
              case 'raise': {
                const typePath = paths.eventType(eventId, 'ga');
                const type = (await docs.get<TicketTypeRecord>(typePath)).data!;
                await docs.update(typePath, { capacity: type.capacity + one.by });
                await serveEventLists(services, eventId);
                return;
              }
              case 'join': {
                const input = { email: email(one.who), quantity: one.quantity };
                const uid = `p${one.who}`;
                const joined = await joinWaitingList({ services, ...ids, uid, input });
                if (joined.token) tokens.set(one.who, joined.token);
                return;
              }
              case 'leave': {
                const token = tokens.get(one.who);
                if (!token) return;
                const entryId = (await entryOf(one.who)).id;
                await leaveWaitingList({ services, ...ids, entryId, token });
                return;
              }
              case 'claim': {
                const token = tokens.get(one.who);
                if (!token) return;
                const entryId = (await entryOf(one.who)).id;
                await claimOffer(services, { ...ids, entryId, token, uid: `p${one.who}` });
                claims += 1;
                return;
              }
              case 'sweep':
                await sweepWaitingLists(services);
                return;
            }
          }

          async function entryOf(who: number) {
            const entries = await docs.query<WaitingEntryRecord>({
              collection: paths.waitingListEntries(eventId, 'ga'),
              where: [{ field: 'email', op: '==', value: email(who) }],
            });
            return entries[0]!;
          }

          async function check() {
            const [orders, list, taken, type, entries, code] = await Promise.all([
              world.orders(),
              world.list(),
              world.taken(),
              docs.get<TicketTypeRecord>(paths.eventType(eventId, 'ga')),
              docs.query<WaitingEntryRecord>({
                collection: paths.waitingListEntries(eventId, 'ga'),
              }),
              docs.get<PromoCodeRecord>(paths.promoCode(eventId, promoCode)),
            ]);
            const holding = orders.filter(
              ({ data }) =>
                data.status === 'held' ||
                data.status === 'paid' ||
                (data.status === 'refunded' && data.stockReturn !== 'done'),
            );
            const heldOrSold = holding.reduce((sum, { data }) => sum + data.items[0]!.quantity, 0);
            const pool = list?.pool ?? 0;
            const offered = list?.offered ?? 0;
            expect(taken).toBe(heldOrSold + pool + offered);
            expect(taken).toBeLessThanOrEqual(type.data!.capacity);
            const withCode = holding.filter(({ data }) => data.promo?.code === promoCode);
            expect(code.data!.used).toBe(withCode.length);
            expect(code.data!.used).toBeLessThanOrEqual(2);
            expect(pool).toBe(0);
            const open = entries.filter(({ data }) => data.state === 'offered');
            expect(offered).toBe(open.reduce((sum, { data }) => sum + data.offer!.quantity, 0));
            const waiting = entries.filter(({ data }) => data.state === 'waiting');
            expect(list?.waiting ?? 0).toBe(waiting.length);
            for (const served of entries.filter(({ data }) => data.offer)) {
              const ahead = waiting.filter(
                (other) =>
                  other.data.createdAt <= served.data.offer!.offeredAt &&
                  byPlaceInLine(other, served) < 0,
              );
              expect(ahead.map(({ data }) => data.email)).toEqual([]);
            }
            if (waiting.length > 0) {
              const shown = await getAvailability({ services: world.services(), eventId });
              expect(shown.types[0]).toMatchObject({ left: 0, state: 'sold_out' });
            }
          }
        }),
        // The Firestore emulator takes some seconds a run: fewer runs there.
        { numRuns: name === 'sqlite' ? 60 : 6, examples: [[everyKind]] },
      );
      expect(claims).toBeGreaterThan(0);
    }, 240_000);
  },
);
