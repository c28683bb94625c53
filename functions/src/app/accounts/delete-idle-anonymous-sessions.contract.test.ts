/**
 * The daily sweep of buyers' anonymous sessions, on both DocStores, with Auth faked in memory
 * (it pages and deletes as Auth does) and the clock injected: idle sessions that never
 * bought go, buyers' sessions stay until a year after their last event, people are never
 * touched, and a second run has nothing left to do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { AccountActivity, Identity } from '../../ports/identity';
import type { Clock } from '../../ports/clock';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { fixedIdentity } from '../../test-support/fixed-identity';
import type { OrderRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { deleteIdleAnonymousSessions } from './delete-idle-anonymous-sessions';

const harnesses = docStoreHarnesses('demo-idle-sessions-contract');
const dayMs = 24 * 60 * 60 * 1000;
const start = new Date('2027-01-01T00:00:00.000Z');
const daysBefore = (days: number, from = start) =>
  new Date(from.getTime() - days * dayMs).toISOString();

/** Auth in memory: every account, in uid order, pages by uid, deletes as `deleteUsers` does. */
function authInMemory(accounts: AccountActivity[], refuse = new Set<string>()) {
  const live = new Map(accounts.map((account) => [account.uid, account]));
  const deleteCalls: number[] = [];
  const identity: Identity = {
    ...fixedIdentity([]),
    listAccountActivity: async (pageSize, pageToken) => {
      const ordered = [...live.values()].sort((a, b) => (a.uid < b.uid ? -1 : 1));
      const page = ordered.filter((a) => pageToken === undefined || a.uid > pageToken);
      const shown = page.slice(0, pageSize);
      return {
        accounts: shown,
        ...(page.length > pageSize ? { nextPageToken: shown.at(-1)!.uid } : {}),
      };
    },
    deleteAccounts: async (uids) => {
      deleteCalls.push(uids.length);
      const failed = uids.filter((uid) => refuse.has(uid));
      for (const uid of uids) if (!refuse.has(uid)) live.delete(uid);
      return { failed };
    },
  };
  return { identity, live, deleteCalls, refuse };
}

const session = (uid: string, lastActiveDaysAgo: number, isAnonymous = true): AccountActivity => ({
  uid,
  isAnonymous,
  createdAt: daysBefore(lastActiveDaysAgo + 5),
  lastActiveAt: daysBefore(lastActiveDaysAgo),
});

const abandoned = Array.from({ length: 1200 }, (_, i) => `anon-${String(i).padStart(4, '0')}`);
const accounts: AccountActivity[] = [
  ...abandoned.map((uid) => session(uid, 40)),
  // Used within 30 days, whatever it did.
  session('b-recent', 10),
  session('b-exactly-30-days', 30),
  // Idle and no purchase: only a hold that ran out.
  session('b-expired-hold', 45),
  // Bought for an event over 100 days ago: kept for a year after it.
  session('b-paid-recent-event', 200),
  // Bought, then refunded, for an event over more than a year ago.
  session('b-refunded-old-event', 500),
  // Bought for an event with no date: never over, kept.
  session('b-paid-undated-event', 60),
  // Bought 400 days ago for an event since deleted.
  session('b-paid-deleted-event', 400),
  // One old event and one recent: the recent one counts.
  session('b-two-events', 90),
  // People, idle or not, are never swept.
  session('person-idle', 900, false),
];

function order(
  uid: string,
  eventId: string,
  status: OrderRecord['status'],
  createdDaysAgo: number,
) {
  const record: OrderRecord = {
    eventId,
    uid,
    email: `${uid}@example.com`,
    requestId: `r-${uid}-${eventId}`,
    items: [],
    amount: 1000,
    currency: 'ZAR',
    status,
    createdAt: daysBefore(createdDaysAgo),
    holdExpiresAt: daysBefore(createdDaysAgo),
    ...(status === 'expired' ? {} : { paidAt: daysBefore(createdDaysAgo) }),
  };
  return record;
}

const event = (name: string, endedDaysAgo?: number): EventRecord => ({
  uid: 'organiser',
  name,
  description: '',
  ...(endedDaysAgo === undefined
    ? {}
    : { startsAt: daysBefore(endedDaysAgo + 1), endsAt: daysBefore(endedDaysAgo) }),
  createdAt: daysBefore(900),
  updatedAt: daysBefore(900),
});

describe.each(harnesses)('the sweep of idle anonymous sessions on $name', ({ open }) => {
  let docs: DocStore;

  beforeAll(async () => {
    docs = await open();
    await docs.runTransaction(async (tx) => {
      tx.set(paths.event('recent'), event('Recent', 100));
      tx.set(paths.event('old'), event('Old', 450));
      tx.set(paths.event('undated'), event('Undated'));
      const orders = [
        order('b-expired-hold', 'recent', 'expired', 120),
        order('b-paid-recent-event', 'recent', 'paid', 200),
        order('b-refunded-old-event', 'old', 'refunded', 500),
        order('b-paid-undated-event', 'undated', 'paid', 60),
        order('b-paid-deleted-event', 'deleted', 'paid', 400),
        order('b-two-events', 'old', 'paid', 460),
        order('b-two-events', 'recent', 'paid', 110),
        order('b-recent', 'recent', 'expired', 10),
      ];
      orders.forEach((record, index) => tx.set(paths.order(`o${index}`), record));
    });
  });

  it('deletes idle sessions that never bought, in batches, and keeps buyers and people', async () => {
    const auth = authInMemory(accounts, new Set(['anon-0007']));
    const clock: Clock = { now: () => start };
    const sweep = await deleteIdleAnonymousSessions({
      services: { docs, identity: auth.identity, clock },
    });

    expect(sweep).toEqual({ idle: 1207, deleted: 1203, kept: 3, failed: ['anon-0007'] });
    expect(auth.deleteCalls).toEqual([1000, 204]);
    expect([...auth.live.keys()].sort()).toEqual([
      'anon-0007',
      'b-paid-recent-event',
      'b-paid-undated-event',
      'b-recent',
      'b-two-events',
      'person-idle',
    ]);

    // Run again (Auth took the one it refused last time): nothing else changes.
    auth.refuse.clear();
    const again = await deleteIdleAnonymousSessions({
      services: { docs, identity: auth.identity, clock },
    });
    expect(again).toEqual({ idle: 4, deleted: 1, kept: 3, failed: [] });
    expect(auth.live.size).toBe(5);
  });

  it("lets a buyer's session go a year after its last event, never one with no date", async () => {
    const auth = authInMemory(accounts.filter((account) => account.uid.startsWith('b-')));
    const sweepAt = async (days: number) =>
      deleteIdleAnonymousSessions({
        services: {
          docs,
          identity: auth.identity,
          clock: { now: () => new Date(start.getTime() + days * dayMs) },
        },
      });
    await sweepAt(0);
    expect([...auth.live.keys()].sort()).toEqual([
      'b-paid-recent-event',
      'b-paid-undated-event',
      'b-recent',
      'b-two-events',
    ]);
    // 265 days on, the recent event is 365 days over: its buyers may go; b-recent is idle now.
    await sweepAt(264);
    expect(auth.live.has('b-paid-recent-event')).toBe(true);
    await sweepAt(265);
    expect([...auth.live.keys()].sort()).toEqual(['b-paid-undated-event']);
  });
});
