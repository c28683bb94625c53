import type { PayoutReadinessView } from '@contract/payout-readiness';
import { formatMoney } from '@/lib/format-money';
import type { PayoutLine } from './payout-text';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * Whether one currency's balance can be paid out, in a few words for a table cell: the
 * event's own Money page says it in full, with what to do about it.
 */
export function shortPayoutText(
  payout: PayoutReadinessView,
  currency: string,
): { tone: PayoutLine['tone']; text: string } {
  if (payout.status === 'payable') {
    return { tone: 'ready', text: `Ready: ${formatMoney(payout.amount, currency)}` };
  }
  const from = payout.until ? ` ${dayFormat.format(new Date(payout.until))}` : '';
  switch (payout.reason) {
    case 'event_not_over':
      return { tone: 'waiting', text: from ? `Payable from${from}` : 'After the event' };
    case 'no_payout_account':
      return { tone: 'action', text: 'Add a payout account' };
    case 'account_recently_changed':
      return { tone: 'waiting', text: from ? `New account: from${from}` : 'New account: soon' };
    case 'payout_in_progress':
      return { tone: 'waiting', text: 'Payout on its way' };
    case 'on_hold':
      return { tone: 'action', text: 'On hold' };
    case 'nothing_owed':
      return { tone: 'waiting', text: 'Nothing to pay out' };
  }
}
