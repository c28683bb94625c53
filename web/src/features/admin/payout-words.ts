import type { PayableView } from '@contract/payouts';
import { payoutStatusLabels } from '@/components/payout-status-badge';

export { payoutStatusLabels };
import { formatMoney } from '@/lib/format-money';

/** ready: an administrator can pay it now; blocked: someone must act; waiting: time will tell. */
export type ReadinessTone = 'ready' | 'blocked' | 'waiting';
export type ReadinessWords = { tone: ReadinessTone; text: string };

// In the administrator's own time zone: the moment is theirs to act on.
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "5 Dec 2026, 22:00" in the reader's time zone. */
export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));

/** Whether a balance can be paid out now, in an administrator's words. */
export function describeReadiness({
  readiness,
  balance,
  currency,
  payoutHold,
}: Pick<PayableView, 'readiness' | 'balance' | 'currency' | 'payoutHold'>): ReadinessWords {
  if (readiness.status === 'payable') {
    return { tone: 'ready', text: `Ready to pay out ${formatMoney(readiness.amount, currency)}` };
  }
  const { until } = readiness;
  switch (readiness.reason) {
    case 'event_not_over':
      return {
        tone: 'waiting',
        text: until ? `Payable from ${formatMoment(until)}` : 'Payable once the event is over',
      };
    case 'no_payout_account':
      return { tone: 'blocked', text: `The organiser has no ${currency} payout account` };
    case 'account_recently_changed':
      // A changed account waits, so that whoever takes over a login cannot redirect money.
      return {
        tone: 'waiting',
        text: until
          ? `The payout account changed recently: payable from ${formatMoment(until)}`
          : 'The payout account changed recently',
      };
    case 'payout_in_progress':
      return { tone: 'waiting', text: 'A payout is on its way' };
    case 'on_hold':
      return {
        tone: 'blocked',
        text: payoutHold ? `On hold: ${payoutHold.reason}` : 'Payouts are on hold',
      };
    case 'nothing_owed':
      return {
        tone: 'waiting',
        text:
          balance < 0
            ? `The organiser owes ${formatMoney(-balance, currency)}: taken from their next payout`
            : 'Nothing to pay out',
      };
  }
}
