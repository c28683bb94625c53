import type { PayoutWaitReason } from '../contract/payout-readiness';

export type { PayoutWaitReason };

/**
 * Whether an event's balance in one currency can be paid out now, and if not, why and until
 * when. The money stays with the platform until a while after the event (so a cancellation
 * can still refund every buyer), goes only to an account in its currency, not to an account
 * changed in the last hours (a take-over must not redirect money silently), and one payout
 * at a time.
 */
export type PayoutReadiness =
  | { status: 'payable'; amount: number }
  | { status: 'waiting'; reason: PayoutWaitReason; until?: string };

/** How long money waits: after the event, and after a change of payout account. */
export type PayoutPolicy = { payableAfterMs: number; holdAfterAccountChangeMs: number };

export type PayoutSituation = {
  /** The balance in minor units: negative when refunds after a payout exceed new sales. */
  balance: number;
  currency: string;
  /** Missing for an event with no end set: it is never over. */
  eventEndsAt: string | undefined;
  now: Date;
  payableAfterMs: number;
  /** The organiser's payout account in this currency, if any. */
  account?: { currency: string; changedAt: string };
  holdAfterAccountChangeMs: number;
  payoutInProgress: boolean;
  /** An administrator held the event's payouts (a dispute, a suspicion). */
  onHold?: boolean;
};

export function payoutReadiness(situation: PayoutSituation): PayoutReadiness {
  const { balance, currency, account, now } = situation;
  // In flight first: its amount already left the balance, which then reads as nothing owed.
  if (situation.payoutInProgress) return { status: 'waiting', reason: 'payout_in_progress' };
  if (balance <= 0) return { status: 'waiting', reason: 'nothing_owed' };
  if (situation.onHold) return { status: 'waiting', reason: 'on_hold' };
  if (situation.eventEndsAt === undefined) return { status: 'waiting', reason: 'event_not_over' };
  const payableFrom = Date.parse(situation.eventEndsAt) + situation.payableAfterMs;
  const notOver = waitingUntil('event_not_over', payableFrom, now);
  if (notOver) return notOver;
  if (!account || account.currency !== currency) {
    return { status: 'waiting', reason: 'no_payout_account' };
  }
  const accountTrustedFrom = Date.parse(account.changedAt) + situation.holdAfterAccountChangeMs;
  const recentlyChanged = waitingUntil('account_recently_changed', accountTrustedFrom, now);
  if (recentlyChanged) return recentlyChanged;
  return { status: 'payable', amount: balance };
}

/** Waiting for `reason` until `from` (epoch ms) while `now` is before it; else nothing. */
function waitingUntil(
  reason: PayoutWaitReason,
  from: number,
  now: Date,
): PayoutReadiness | undefined {
  return now.getTime() < from
    ? { status: 'waiting', reason, until: new Date(from).toISOString() }
    : undefined;
}
