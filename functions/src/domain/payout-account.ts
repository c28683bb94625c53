import { payoutCurrencies, type PayoutCurrency } from '../contract/payout-accounts';

/**
 * How an account in each currency is set up at Paystack: its recipient type, and whether an
 * account the bank cannot confirm is refused. Paystack resolves account names in Nigeria and
 * Ghana only, so for South Africa confirming the name is a courtesy, not a check.
 */
export const payoutAccountRules: Record<
  PayoutCurrency,
  { recipientType: 'basa' | 'nuban'; mustResolve: boolean }
> = {
  ZAR: { recipientType: 'basa', mustResolve: false },
  NGN: { recipientType: 'nuban', mustResolve: true },
};

const isPayoutCurrency = (currency: string): currency is PayoutCurrency =>
  (payoutCurrencies as readonly string[]).includes(currency);

/**
 * The currencies an organiser can set a payout account in: those payments are taken in that
 * Paystack can transfer to, and NGN (Paystack's home currency, and the one that can check an
 * account's name end to end).
 */
export function availablePayoutCurrencies(paymentCurrencies: readonly string[]): PayoutCurrency[] {
  return [...new Set([...paymentCurrencies, 'NGN'])].filter(isPayoutCurrency);
}

/** How long a sign-in counts as recent enough to change where money goes. */
export const recentSignInMs = 5 * 60 * 1000;

// Firebase's clock and ours may differ a little: a sign-in "in the future" is a fresh one.
const clockSkewMs = 60 * 1000;

export function isRecentSignIn(signedInAt: Date, now: Date, windowMs = recentSignInMs): boolean {
  const age = now.getTime() - signedInAt.getTime();
  return age >= -clockSkewMs && age <= windowMs;
}

/** When payouts may go to an account changed at `changedAt` (ISO). */
export function payableFrom(changedAt: string, holdAfterAccountChangeMs: number): string {
  return new Date(Date.parse(changedAt) + holdAfterAccountChangeMs).toISOString();
}
