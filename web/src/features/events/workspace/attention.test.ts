import { describe, expect, it } from 'vitest';
import type { WaitingListsView } from '@contract/waiting-list';
import { buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { attentionItems } from './attention';

const event = buildEventWithTypes({
  types: [
    buildTicketType({ id: 'ga', name: 'General', price: 15000, capacity: 100, sold: 40, left: 60 }),
    buildTicketType({ id: 'vip', name: 'VIP', price: 50000, capacity: 10, sold: 10, left: 0 }),
  ],
});

const list = (
  typeId: string,
  overrides: Partial<WaitingListsView['lists'][number]> = {},
): WaitingListsView['lists'][number] => ({
  typeId,
  typeName: typeId,
  closed: false,
  waiting: 0,
  offered: 0,
  entries: [],
  ...overrides,
});
const lists = (...entries: WaitingListsView['lists']): WaitingListsView => ({
  offerHours: 24,
  lists: entries,
});
const accounts = (...currencies: Array<'ZAR' | 'NGN'>) => ({
  accounts: currencies.map((currency) => ({
    currency,
    bankName: 'Test Bank',
    accountLast4: '0001',
    accountHolder: 'T Organiser',
    changedAt: '2026-11-01T10:00:00.000Z',
    payableFrom: '2026-11-03T10:00:00.000Z',
  })),
  currencies: ['ZAR', 'NGN'] as Array<'ZAR' | 'NGN'>,
});
const keys = (facts: Parameters<typeof attentionItems>[0]) =>
  attentionItems(facts).map((item) => item.key);

describe('what needs the organiser on the Overview', () => {
  it('says nothing of an event that wants nothing', () => {
    expect(
      keys({
        event,
        waitingLists: lists(list('vip', { waiting: 2 })),
        payoutAccounts: accounts('ZAR'),
      }),
    ).toEqual([]);
  });

  it('names people waiting while tickets of their type are free, with the way to offer them', () => {
    const [item] = attentionItems({
      event,
      waitingLists: lists(list('ga', { waiting: 3 }), list('vip', { waiting: 1 })),
    });
    expect(item).toMatchObject({
      key: 'waiting-ga',
      title: 'General: 3 people wait while tickets are free',
      text: expect.stringContaining('60 tickets are free again'),
      action: { section: 'waiting-list' },
    });
  });

  it('names a sold-out type nobody can wait for: no list yet, or a closed one', () => {
    expect(keys({ event, waitingLists: lists() })).toEqual(['sold-out-vip']);
    const [closed] = attentionItems({ event, waitingLists: lists(list('vip', { closed: true })) });
    expect(closed).toMatchObject({
      title: 'VIP is sold out with no waiting list',
      text: expect.stringContaining('closed'),
      action: { section: 'tickets' },
    });
    // Before the lists have loaded, nothing is said about them.
    expect(keys({ event })).toEqual([]);
  });

  it('asks for a payout account in each currency the paid tickets are sold in', () => {
    const usd = buildEventWithTypes({
      types: [
        buildTicketType({ id: 'ga', price: 15000, currency: 'ZAR' }),
        buildTicketType({ id: 'free', price: 0, currency: 'ZAR' }),
      ],
    });
    const [item] = attentionItems({ event: usd, payoutAccounts: accounts('NGN') });
    expect(item).toMatchObject({
      key: 'payout-account-ZAR',
      title: 'No payout account for ZAR',
      action: { href: '/platform/settings' },
    });
    expect(keys({ event: usd, payoutAccounts: accounts('ZAR') })).toEqual([]);
    // Free tickets are never paid out.
    const free = buildEventWithTypes({ types: [buildTicketType({ price: 0, currency: 'ZAR' })] });
    expect(keys({ event: free, payoutAccounts: accounts() })).toEqual([]);
  });

  it('says first that an administrator holds the payouts, and why', () => {
    const [item] = attentionItems({
      event,
      waitingLists: lists(),
      money: {
        eventId: event.id,
        eventName: event.name,
        currencies: [],
        payouts: [],
        payoutHold: { reason: 'Chargebacks under review', at: '2026-12-01T10:00:00.000Z' },
      },
    });
    expect(item).toMatchObject({
      key: 'payout-hold',
      tone: 'danger',
      text: "An administrator holds this event's payouts: Chargebacks under review",
    });
  });

  it('counts the refund requests that wait for a decision, with the way to the orders', () => {
    const request = (orderId: string, state: 'pending' | 'declined' | 'refunded') => ({
      orderId,
      email: `${orderId}@example.com`,
      amount: 15000,
      currency: 'ZAR',
      tickets: 1,
      requestedAt: '2026-11-20T10:00:00.000Z',
      state,
    });
    const refundRequests = {
      requests: [request('o1', 'pending'), request('o2', 'pending'), request('o3', 'declined')],
    };
    expect(attentionItems({ event, refundRequests })).toEqual([
      expect.objectContaining({
        key: 'refund-requests',
        title: '2 refund requests wait for you',
        action: { label: 'Open orders', section: 'orders' },
      }),
    ]);
    expect(keys({ event, refundRequests: { requests: [request('o3', 'refunded')] } })).toEqual([]);
  });

  it('says nothing on a cancelled event', () => {
    expect(
      keys({
        event: { ...event, cancelledAt: '2026-12-01T10:00:00.000Z' },
        waitingLists: lists(list('ga', { waiting: 3 })),
        payoutAccounts: accounts(),
      }),
    ).toEqual([]);
  });
});
