import type { CurrencyMoney } from '@contract/event-money';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';

/** A piece of the sentence: words, or words that link somewhere. */
export type PayoutTextPart = string | { label: string; href: string };

export type PayoutLine = {
  /** ready: money can go out; action: the organiser must do something; waiting: time will tell. */
  tone: 'ready' | 'action' | 'waiting';
  parts: PayoutTextPart[];
};

const hourMs = 3_600_000;

// In the reader's own time zone: the moment is theirs to wait for, wherever the event was.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "3 days" or "36 hours": how long after the event ends the money waits. */
function delayText(endsAt: string, until: string): string | undefined {
  const hours = Math.round((Date.parse(until) - Date.parse(endsAt)) / hourMs);
  if (!Number.isFinite(hours) || hours <= 0) return undefined;
  return hours % 24 === 0 ? plural(hours / 24, 'day') : plural(hours, 'hour');
}

/** Whether one currency's balance can be paid out, in plain words. */
export function describePayout(
  { currency, summary, payout }: Pick<CurrencyMoney, 'currency' | 'summary' | 'payout'>,
  endsAt: string | undefined,
): PayoutLine {
  if (payout.status === 'payable') {
    return {
      tone: 'ready',
      parts: [
        `Ready to be paid out: ${formatMoney(payout.amount, currency)}; an administrator approves payouts`,
      ],
    };
  }
  const { until } = payout;
  switch (payout.reason) {
    case 'event_not_over': {
      if (!until) return { tone: 'waiting', parts: ['Payable after the event ends'] };
      const delay = endsAt ? delayText(endsAt, until) : undefined;
      const from = `Payable from ${dayFormat.format(new Date(until))}`;
      return {
        tone: 'waiting',
        parts: [delay ? `${from}, ${delay} after the event ends` : from],
      };
    }
    case 'no_payout_account':
      return {
        tone: 'action',
        parts: [
          'Add a payout account in ',
          { label: 'Settings', href: paths.platform.settings.getHref() },
          ' to be paid',
        ],
      };
    case 'account_recently_changed':
      // A new account waits a while so that whoever takes over a login cannot redirect money.
      return {
        tone: 'waiting',
        parts: [
          until
            ? `Your payout account changed recently: to keep your money safe, it is paid from ${momentFormat.format(new Date(until))}`
            : 'Your payout account changed recently: to keep your money safe, it is paid after a short wait',
        ],
      };
    case 'payout_in_progress':
      return { tone: 'waiting', parts: ['A payout is on its way to your account'] };
    case 'on_hold':
      return {
        tone: 'action',
        parts: ['Payouts for this event are on hold: an administrator will contact you'],
      };
    case 'nothing_owed':
      return { tone: 'waiting', parts: [nothingOwedText(summary)] };
  }
}

function nothingOwedText({ balance, paidOut }: CurrencyMoney['summary']): string {
  if (balance < 0) return 'Nothing to pay out: what you owe is taken from your next payout';
  if (paidOut > 0) return 'Nothing to pay out: everything earned so far has been paid out';
  return 'Nothing to pay out yet';
}
