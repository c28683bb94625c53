import type { PayoutRecord } from '../payouts/payout-records';
import type { WantedEvent } from './stage-if-wanted';
import type { EventRef } from './ticket-webhook-events';

/**
 * `payout.paid` or `payout.failed` for a payout the gateway just settled, one of each per
 * payout at most (a paid payout the bank sends back is then `payout.failed`, `reversed`);
 * nothing while it is still on its way.
 */
export function payoutSettledEvent({
  event,
  payoutId,
  payout,
}: {
  event: EventRef;
  payoutId: string;
  /** The payout as settled. */
  payout: PayoutRecord;
}): WantedEvent<'payout.paid'> | WantedEvent<'payout.failed'> | undefined {
  const settledAt = payout.settledAt;
  if (!settledAt) return undefined;
  const details = {
    id: payoutId,
    amount: payout.amount,
    currency: payout.currency,
    bankName: payout.bankName,
    accountLast4: payout.accountLast4,
    createdAt: payout.createdAt,
    settledAt,
  };
  const at = new Date(settledAt);
  if (payout.status === 'paid') {
    return {
      type: 'payout.paid',
      key: payoutId,
      at,
      data: { event, payout: { ...details, status: 'paid' } },
    };
  }
  if (payout.status !== 'failed' && payout.status !== 'reversed') return undefined;
  return {
    type: 'payout.failed',
    key: payoutId,
    at,
    data: {
      event,
      payout: {
        ...details,
        status: payout.status,
        failureReason: payout.failureReason ?? 'The transfer did not go through',
      },
    },
  };
}
