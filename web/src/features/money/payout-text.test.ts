import { describe, expect, it } from 'vitest';
import type { CurrencyMoney } from '@contract/event-money';
import { buildCurrencyMoney, buildMoneySummary } from '@/test/money-factories';
import { describePayout, type PayoutLine } from './payout-text';

const endsAt = '2026-12-05T12:00:00.000Z';

/** The sentence as read, with any link's words in place. */
const sentence = ({ parts }: PayoutLine) =>
  parts
    .map((part) => (typeof part === 'string' ? part : part.label))
    .join('')
    .replace(/\u00a0/g, ' ');

const describeWith = (payout: CurrencyMoney['payout'], summary = buildMoneySummary()) =>
  describePayout(buildCurrencyMoney({ payout, summary }), endsAt);

describe('describePayout', () => {
  it('says how much is ready and that an administrator approves it', () => {
    const line = describeWith({ status: 'payable', amount: 123400 });
    expect(line.tone).toBe('ready');
    expect(sentence(line)).toBe(
      'Ready to be paid out: R 1 234.00; an administrator approves payouts',
    );
  });

  it('says from which day the money is payable, and how long after the event that is', () => {
    const until = '2026-12-08T12:00:00.000Z';
    expect(sentence(describeWith({ status: 'waiting', reason: 'event_not_over', until }))).toBe(
      'Payable from 8 December 2026, 3 days after the event ends',
    );
    const hours = describePayout(
      buildCurrencyMoney({
        payout: { status: 'waiting', reason: 'event_not_over', until: '2026-12-06T00:00:00.000Z' },
      }),
      endsAt,
    );
    expect(sentence(hours)).toMatch(/, 12 hours after the event ends$/);
    const noEnd = describePayout(
      buildCurrencyMoney({ payout: { status: 'waiting', reason: 'event_not_over', until } }),
      undefined,
    );
    expect(sentence(noEnd)).toBe('Payable from 8 December 2026');
    expect(sentence(describeWith({ status: 'waiting', reason: 'event_not_over' }))).toBe(
      'Payable after the event ends',
    );
  });

  it('links to Settings when there is no payout account', () => {
    const line = describeWith({ status: 'waiting', reason: 'no_payout_account' });
    expect(line.tone).toBe('action');
    expect(sentence(line)).toBe('Add a payout account in Settings to be paid');
    expect(line.parts).toContainEqual({ label: 'Settings', href: '/platform/settings' });
  });

  it('says until when a changed account is held', () => {
    const line = describeWith({
      status: 'waiting',
      reason: 'account_recently_changed',
      until: '2026-12-10T12:00:00.000Z',
    });
    expect(sentence(line)).toMatch(
      /^Your payout account changed recently: to keep your money safe, it is paid from 10 December 2026 at \d\d:00$/,
    );
  });

  it('says a payout is on its way', () => {
    expect(sentence(describeWith({ status: 'waiting', reason: 'payout_in_progress' }))).toBe(
      'A payout is on its way to your account',
    );
  });

  it('says an administrator holds the payouts', () => {
    expect(sentence(describeWith({ status: 'waiting', reason: 'on_hold' }))).toBe(
      'Payouts for this event are on hold: an administrator will contact you',
    );
  });

  it('tells nothing owed apart: not yet, all paid out, or owing', () => {
    const nothing = { status: 'waiting', reason: 'nothing_owed' } as const;
    expect(sentence(describeWith(nothing, buildMoneySummary({ balance: 0, net: 0 })))).toBe(
      'Nothing to pay out yet',
    );
    expect(
      sentence(describeWith(nothing, buildMoneySummary({ paidOut: 123400, balance: 0 }))),
    ).toBe('Nothing to pay out: everything earned so far has been paid out');
    expect(sentence(describeWith(nothing, buildMoneySummary({ balance: -5000 })))).toBe(
      'Nothing to pay out: what you owe is taken from your next payout',
    );
  });
});
