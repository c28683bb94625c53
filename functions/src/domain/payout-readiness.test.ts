import { describe, expect, it } from 'vitest';
import { payoutReadiness, type PayoutSituation } from './payout-readiness';

const day = 24 * 60 * 60 * 1000;
const situation: PayoutSituation = {
  balance: 120_000,
  currency: 'ZAR',
  eventEndsAt: '2026-12-01T22:00:00.000Z',
  now: new Date('2026-12-05T09:00:00.000Z'),
  payableAfterMs: 3 * day,
  account: { currency: 'ZAR', changedAt: '2026-11-01T10:00:00.000Z' },
  holdAfterAccountChangeMs: 2 * day,
  payoutInProgress: false,
};

describe('payoutReadiness', () => {
  it('pays the whole balance out once the event is 3 days over', () => {
    expect(payoutReadiness(situation)).toEqual({ status: 'payable', amount: 120_000 });
  });

  it('waits until 3 days after the event ends', () => {
    expect(payoutReadiness({ ...situation, now: new Date('2026-12-04T21:59:59.999Z') })).toEqual({
      status: 'waiting',
      reason: 'event_not_over',
      until: '2026-12-04T22:00:00.000Z',
    });
    expect(
      payoutReadiness({ ...situation, now: new Date('2026-12-04T22:00:00.000Z') }).status,
    ).toBe('payable');
  });

  it('waits for good for an event that has no end', () => {
    expect(payoutReadiness({ ...situation, eventEndsAt: undefined })).toEqual({
      status: 'waiting',
      reason: 'event_not_over',
    });
  });

  it('holds payouts to an account changed in the last 48 hours', () => {
    expect(
      payoutReadiness({
        ...situation,
        account: { currency: 'ZAR', changedAt: '2026-12-04T12:00:00.000Z' },
      }),
    ).toEqual({
      status: 'waiting',
      reason: 'account_recently_changed',
      until: '2026-12-06T12:00:00.000Z',
    });
  });

  it('waits for an account in the balance’s currency', () => {
    expect(payoutReadiness({ ...situation, account: undefined })).toEqual({
      status: 'waiting',
      reason: 'no_payout_account',
    });
    expect(
      payoutReadiness({
        ...situation,
        account: { currency: 'USD', changedAt: '2026-11-01T10:00:00.000Z' },
      }),
    ).toEqual({ status: 'waiting', reason: 'no_payout_account' });
  });

  it('pays nothing on a zero or negative balance, and one payout at a time', () => {
    expect(payoutReadiness({ ...situation, balance: 0 })).toEqual({
      status: 'waiting',
      reason: 'nothing_owed',
    });
    expect(payoutReadiness({ ...situation, balance: -500 })).toEqual({
      status: 'waiting',
      reason: 'nothing_owed',
    });
    expect(payoutReadiness({ ...situation, payoutInProgress: true })).toEqual({
      status: 'waiting',
      reason: 'payout_in_progress',
    });
    expect(payoutReadiness({ ...situation, onHold: true })).toEqual({
      status: 'waiting',
      reason: 'on_hold',
    });
  });
});
