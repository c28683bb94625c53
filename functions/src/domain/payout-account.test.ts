import { describe, expect, it } from 'vitest';
import {
  availablePayoutCurrencies,
  isRecentSignIn,
  payableFrom,
  payoutAccountRules,
} from './payout-account';

const minute = 60 * 1000;
const now = new Date('2026-12-01T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('isRecentSignIn', () => {
  it('takes a sign-in of the last five minutes', () => {
    expect(isRecentSignIn(ago(0), now)).toBe(true);
    expect(isRecentSignIn(ago(5 * minute), now)).toBe(true);
  });

  it('refuses an older one', () => {
    expect(isRecentSignIn(ago(5 * minute + 1), now)).toBe(false);
    expect(isRecentSignIn(ago(3 * 24 * 60 * minute), now)).toBe(false);
  });

  it('forgives a minute of difference between Firebase’s clock and ours, no more', () => {
    expect(isRecentSignIn(ago(-minute), now)).toBe(true);
    expect(isRecentSignIn(ago(-2 * minute), now)).toBe(false);
  });
});

describe('availablePayoutCurrencies', () => {
  it('offers the payment currencies Paystack pays out in, and NGN', () => {
    expect(availablePayoutCurrencies(['ZAR'])).toEqual(['ZAR', 'NGN']);
    expect(availablePayoutCurrencies(['ZAR', 'USD', 'NGN'])).toEqual(['ZAR', 'NGN']);
    expect(availablePayoutCurrencies(['USD', 'EUR'])).toEqual(['NGN']);
  });
});

describe('payoutAccountRules', () => {
  it('makes BASA recipients in ZAR, taken unconfirmed, and NUBAN in NGN, confirmed', () => {
    expect(payoutAccountRules.ZAR).toEqual({ recipientType: 'basa', mustResolve: false });
    expect(payoutAccountRules.NGN).toEqual({ recipientType: 'nuban', mustResolve: true });
  });
});

describe('payableFrom', () => {
  it('is the change plus the hold', () => {
    expect(payableFrom('2026-12-01T10:00:00.000Z', 48 * 60 * minute)).toBe(
      '2026-12-03T10:00:00.000Z',
    );
  });
});
