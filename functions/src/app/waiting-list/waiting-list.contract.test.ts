/**
 * The waiting list on both DocStores: joining and leaving, returned tickets going to the
 * first in line (and not to the public), an offer lapsing to the next, claiming once, twice,
 * late and without the token, and a capacity raised while people wait.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { saleStart, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { linkTokenFor, waitingListWorld } from '../../test-support/waiting-list-fixtures';
import { allocatePurchases, holdMs } from '../allocator/allocate-purchases';
import { getAvailability } from '../checkout/get-availability';
import { precheck } from '../checkout/precheck';
import type { OrderRecord } from '../checkout/checkout-records';
import { claimOffer } from './claim-offer';
import { entryIdOf, joinWaitingList } from './join-waiting-list';
import { leaveWaitingList } from './leave-waiting-list';
import { actOnWaitingList } from './organiser-waiting-lists';
import { serveEventLists, sweepWaitingLists } from './serve-and-notify';
import { linePerServing } from './serve-waiting-list';
import type { WaitingEntryRecord } from './waiting-list-records';

const hour = 3_600_000;

describe.each(docStoreHarnesses('demo-waiting-list'))('the waiting list on $name', ({ open }) => {
  let docs: DocStore;
  let world: ReturnType<typeof waitingListWorld>;

  beforeEach(async () => {
    docs = await open();
    world = waitingListWorld(() => docs, saleStart);
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 4 } });
  });

  const join = (email: string, quantity: number, uid = `uid-${email}`) =>
    joinWaitingList({
      services: world.services(),
      eventId: 'e1',
      typeId: 'ga',
      uid,
      input: { email, quantity },
    });
  const claim = (email: string, token = linkTokenFor(world.sent, email)!, uid = 'claimer') =>
    claimOffer(world.services(), {
      eventId: 'e1',
      typeId: 'ga',
      entryId: entryIdOf(email),
      token,
      uid,
    });
  const availability = async () =>
    (await getAvailability({ services: world.services(), eventId: 'e1' })).types[0]!;
  /** Sells the type out: two holds of 2 (the first, `a`, the older). */
  async function sellOut() {
    const a = await world.buy('a', 2);
    world.now += 60_000;
    const b = await world.buy('b', 2);
    return { a: a.orderId!, b: b.orderId! };
  }
  const pay = (orderId: string) => docs.update(paths.order(orderId), { status: 'paid' });

  it('joins only a sold-out type; the same email again updates its entry, keeping its place', async () => {
    await expect(join('x@example.com', 2)).rejects.toMatchObject({ code: 'conflict' });
    await sellOut();
    const first = await join('x@example.com', 2);
    expect(first).toMatchObject({ updated: false, quantity: 2 });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    world.now += 1000;
    const again = await join('x@example.com', 3);
    expect(again).toMatchObject({ entryId: first.entryId, updated: true, quantity: 3 });
    // Someone else typing that email is not told its secret.
    expect((await join('x@example.com', 1, 'stranger')).token).toBeUndefined();
    expect(await world.list()).toMatchObject({ waiting: 1, pool: 0, offered: 0 });
    expect(await world.entry('x@example.com')).toMatchObject({
      quantity: 1,
      state: 'waiting',
      createdAt: new Date(saleStart + 60_000).toISOString(),
    });
    // One confirmation with the leave link.
    expect(world.sent.filter((mail) => mail.to === 'x@example.com')).toHaveLength(1);
    expect(linkTokenFor(world.sent, 'x@example.com')).toBe(first.token);
  });

  it('refuses more than the per-order maximum, naming the quantity', async () => {
    await sellOut();
    await expect(join('x@example.com', 5)).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { quantity: 'At most 4 per order' },
    });
    expect(await world.list()).toBeUndefined();
  });

  it('leaves with the link, once; a wrong token is not found', async () => {
    await sellOut();
    const { entryId, token } = await join('x@example.com', 2);
    const leave = (given: string) =>
      leaveWaitingList({
        services: world.services(),
        eventId: 'e1',
        typeId: 'ga',
        entryId,
        token: given,
      });
    await expect(leave('A'.repeat(22))).rejects.toMatchObject({ code: 'not_found' });
    expect(await leave(token!)).toEqual({ state: 'left' });
    expect(await leave(token!)).toEqual({ state: 'left' });
    expect(await world.list()).toMatchObject({ waiting: 0, active: false });
  });

  it('offers returned tickets to the first in line, never to the public', async () => {
    const { a, b } = await sellOut();
    await pay(b);
    world.now += 1000;
    await join('x@example.com', 2);
    world.now += 1000;
    await join('y@example.com', 2);
    // a's hold lapses: its 2 tickets are free in stock, but people wait.
    world.now = saleStart + holdMs + 10 * 60_000;
    await allocatePurchases(world.services());
    expect((await docs.get<OrderRecord>(paths.order(a))).data!.status).toBe('expired');
    expect(await availability()).toEqual({ id: 'ga', left: 0, state: 'sold_out' });
    // Refused at the door (no payment started), and by the allocator.
    const input = { eventId: 'e1', email: 'p@example.com', items: [{ typeId: 'ga', quantity: 1 }] };
    await expect(
      precheck(world.services(), { ...input, requestKey: 'key-public-1' }),
    ).rejects.toMatchObject({ code: 'sold_out' });
    expect(await world.buy('public', 1)).toEqual({ refusal: 'sold_out' });
    expect(await sweepWaitingLists(world.services())).toEqual({ offers: 1 });
    expect(await world.entry('x@example.com')).toMatchObject({
      state: 'offered',
      offer: { quantity: 2, expiresAt: new Date(world.now + 24 * hour).toISOString() },
    });
    expect((await world.entry('y@example.com'))!.state).toBe('waiting');
    expect(await world.list()).toMatchObject({ waiting: 1, pool: 0, offered: 2 });
    expect(await world.taken()).toBe(4);
    const offerMail = world.sent.filter((mail) => mail.to === 'x@example.com').at(-1)!;
    expect(offerMail.subject).toBe('Tickets for Gig are yours to buy');
    expect(offerMail.text).toContain('https://tickets.test/waiting-list/e1/ga/');
  });

  it('sends again, at the next serving, an offer email that did not go out', async () => {
    const { a } = await sellOut();
    await join('x@example.com', 2);
    await docs.update(paths.order(a), { holdExpiresAt: new Date(world.now).toISOString() });
    world.now += 1000;
    await allocatePurchases(world.services());
    world.failingSends = 1;
    await expect(sweepWaitingLists(world.services())).rejects.toThrow('The mail service is down');
    expect((await world.entry('x@example.com'))!.state).toBe('offered');
    const offerMails = () => world.sent.filter((mail) => /yours to buy/.test(mail.subject));
    expect(offerMails()).toHaveLength(0);
    await sweepWaitingLists(world.services());
    expect(offerMails()).toHaveLength(1);
    const entry = (await world.entry('x@example.com'))!;
    expect(entry.offerEmailed).toBe(entry.offer!.offeredAt);
    await sweepWaitingLists(world.services());
    expect(offerMails()).toHaveLength(1);
  });

  it('passes an offer nobody claimed in time to the next in line, then sells to the public when nobody waits', async () => {
    const { a } = await sellOut();
    await join('x@example.com', 2);
    world.now += 1000;
    await join('y@example.com', 1);
    await docs.update(paths.order(a), { holdExpiresAt: new Date(world.now).toISOString() });
    world.now += 1000;
    await allocatePurchases(world.services());
    await sweepWaitingLists(world.services());
    expect((await world.entry('x@example.com'))!.state).toBe('offered');
    world.now += 24 * hour;
    await sweepWaitingLists(world.services());
    expect((await world.entry('x@example.com'))!.state).toBe('lapsed');
    // y asked for 1: offered 1, and with nobody left waiting the other goes back on sale.
    expect(await world.entry('y@example.com')).toMatchObject({
      state: 'offered',
      offer: { quantity: 1 },
    });
    expect(await world.list()).toMatchObject({ waiting: 0, pool: 0, offered: 1 });
    expect(await world.taken()).toBe(3);
    expect(await availability()).toEqual({ id: 'ga', left: 1, state: 'on_sale' });
    await expect(claim('x@example.com')).rejects.toMatchObject({
      code: 'conflict',
      message: 'This offer ran out: its tickets went to the next person in line',
    });
  });

  it('claims an offer once: a second press finds the same order; late, early or without the token it is refused', async () => {
    const { a, b } = await sellOut();
    await pay(b);
    await join('x@example.com', 2);
    world.now += 1000;
    await join('y@example.com', 2);
    await expect(claim('y@example.com')).rejects.toMatchObject({ code: 'conflict' });
    await docs.update(paths.order(a), { holdExpiresAt: new Date(world.now).toISOString() });
    world.now += 1000;
    await allocatePurchases(world.services());
    await sweepWaitingLists(world.services());
    await expect(claim('x@example.com', 'B'.repeat(22))).rejects.toMatchObject({
      code: 'not_found',
    });
    const held = await claim('x@example.com');
    expect(held).toMatchObject({ status: 'held', amount: expect.any(Number) });
    if (held.status !== 'held') throw new Error('not held');
    expect(held.items).toEqual([{ typeId: 'ga', name: 'General', quantity: 2, unitPrice: 15000 }]);
    const again = await claim('x@example.com');
    expect(again).toMatchObject({ status: 'held', reference: held.reference });
    const claimed = (await world.orders()).filter((order) => order.data.status === 'held');
    expect(claimed.map((order) => order.id)).toEqual([held.reference]);
    expect(await world.list()).toMatchObject({ waiting: 1, pool: 0, offered: 0 });
    expect(await world.taken()).toBe(4);
    // Unpaid, the claimed order's hold lapses: its tickets go to y, not to the public.
    world.now += 25 * hour;
    await allocatePurchases(world.services());
    expect(await world.buy('public', 1)).toEqual({ refusal: 'sold_out' });
    await sweepWaitingLists(world.services());
    expect(await world.entry('y@example.com')).toMatchObject({
      state: 'offered',
      offer: { quantity: 2 },
    });
    expect(await world.taken()).toBe(4);
  });

  it('closes the lists of a cancelled event, telling those who waited', async () => {
    await sellOut();
    await join('x@example.com', 2);
    await docs.update(paths.event('e1'), { cancelledAt: new Date(world.now).toISOString() });
    await sweepWaitingLists(world.services());
    expect((await world.entry('x@example.com'))!.state).toBe('closed');
    expect(await world.list()).toMatchObject({ closed: true, waiting: 0, active: false });
    expect(world.sent.at(-1)).toMatchObject({
      to: 'x@example.com',
      subject: 'The waiting list for Gig is closed',
    });
  });

  it('closes a line longer than one transaction can write, a chunk at a time', async () => {
    await sellOut();
    await join('first@example.com', 1);
    const more = linePerServing + 10;
    await Promise.all(
      Array.from({ length: more }, (_, index) => {
        const entry: WaitingEntryRecord = {
          email: `p${index}@example.com`,
          quantity: 1,
          createdAt: new Date(world.now + 1000 + index).toISOString(),
          state: 'waiting',
          token: `${String(index).padStart(22, 'T')}`,
          uid: `p${index}`,
          updatedAt: new Date(world.now).toISOString(),
        };
        return docs.set(paths.waitingListEntry('e1', 'ga', `entry-${index}`), entry);
      }),
    );
    await docs.update(paths.waitingList('e1', 'ga'), { waiting: more + 1 });
    const viewer = { uid: 'organiser', isAdmin: false };
    const services = world.services();
    await actOnWaitingList({ services, eventId: 'e1', typeId: 'ga', viewer, action: 'close' });
    expect(await world.list()).toMatchObject({ closed: true, waiting: 0, active: false });
    const closedMails = world.sent.filter((mail) => /is closed/.test(mail.subject));
    expect(closedMails).toHaveLength(more + 1);
  }, 60_000);

  it('offers the tickets of a capacity raised while people wait', async () => {
    await sellOut();
    await join('x@example.com', 3);
    await docs.update(paths.eventType('e1', 'ga'), { capacity: 6 });
    expect(await world.buy('public', 1)).toEqual({ refusal: 'sold_out' });
    await serveEventLists(world.services(), 'e1');
    // Two came: x, first in line, is offered the two (fewer than asked).
    expect(await world.entry('x@example.com')).toMatchObject({
      state: 'offered',
      offer: { quantity: 2 },
    });
    expect(await world.taken()).toBe(6);
  });
});
