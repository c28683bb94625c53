import type { EventMoneyResponse } from '@contract/event-money-response';
import type { EventWithTypes } from '@contract/events';
import type { PayoutAccountsResponse } from '@contract/payout-accounts';
import type { RefundRequestList } from '@contract/refund-requests';
import type { WaitingListsView } from '@contract/waiting-list';
import { paths } from '@/config/paths';

/** Something on an event that wants the organiser, and where they deal with it. */
export type AttentionItem = {
  key: string;
  tone: 'warning' | 'danger';
  title: string;
  text: string;
  /** A section of the workspace (its slug), or another page of the platform. */
  action?: { label: string; section?: string; href?: string };
};

type AttentionFacts = {
  event: EventWithTypes;
  /** The event's waiting lists; undefined until loaded. */
  waitingLists?: WaitingListsView;
  /** The signed-in organiser's payout accounts; undefined for someone else's event. */
  payoutAccounts?: PayoutAccountsResponse;
  money?: EventMoneyResponse;
  /** The event's refund requests, for a viewer who may decide them; undefined otherwise. */
  refundRequests?: RefundRequestList;
};

const people = (count: number) => (count === 1 ? '1 person waits' : `${count} people wait`);
const tickets = (count: number) => (count === 1 ? '1 ticket is' : `${count} tickets are`);

/**
 * What needs the organiser on a live event, most pressing first: payouts held, no account to
 * be paid into, refund requests to decide, people waiting while tickets are free, a type sold
 * out with nowhere to wait.
 * (Approval and cancellation have alerts of their own above these.)
 */
export function attentionItems({
  event,
  waitingLists,
  payoutAccounts,
  money,
  refundRequests,
}: AttentionFacts): AttentionItem[] {
  if (event.cancelledAt) return [];
  const items: AttentionItem[] = [];
  if (money?.payoutHold) {
    items.push({
      key: 'payout-hold',
      tone: 'danger',
      title: 'Payouts on hold',
      text: `An administrator holds this event's payouts: ${money.payoutHold.reason}`,
      action: { label: 'Open money', section: 'money' },
    });
  }
  if (payoutAccounts) {
    const paid = new Set<string>(
      event.types.filter((type) => type.price > 0).map((type) => type.currency),
    );
    const missing = payoutAccounts.currencies.filter(
      (currency) =>
        paid.has(currency) &&
        !payoutAccounts.accounts.some((account) => account.currency === currency),
    );
    for (const currency of missing) {
      items.push({
        key: `payout-account-${currency}`,
        tone: 'warning',
        title: `No payout account for ${currency}`,
        text: `Add the bank account your ${currency} sales are paid into: nothing can be paid out without it.`,
        action: { label: 'Add a payout account', href: paths.platform.settings.getHref() },
      });
    }
  }
  const waitingRequests =
    refundRequests?.requests.filter((request) => request.state === 'pending').length ?? 0;
  if (waitingRequests > 0) {
    items.push({
      key: 'refund-requests',
      tone: 'warning',
      title:
        waitingRequests === 1
          ? '1 refund request waits for you'
          : `${waitingRequests} refund requests wait for you`,
      text: 'Buyers asked for their money back: approve or decline, and each buyer is emailed.',
      action: { label: 'Open orders', section: 'orders' },
    });
  }
  for (const type of event.types) {
    const list = waitingLists?.lists.find((candidate) => candidate.typeId === type.id);
    const left = type.left ?? type.capacity - type.sold;
    if (list && !list.closed && list.waiting > 0 && left > 0) {
      items.push({
        key: `waiting-${type.id}`,
        tone: 'warning',
        title: `${type.name}: ${people(list.waiting)} while tickets are free`,
        text: `${tickets(left)} free again. Offer them now, or they go to the next in line when the list is next served.`,
        action: { label: 'Open the waiting list', section: 'waiting-list' },
      });
    } else if (waitingLists && left <= 0 && (!list || list.closed)) {
      items.push({
        key: `sold-out-${type.id}`,
        tone: 'warning',
        title: `${type.name} is sold out with no waiting list`,
        text: list
          ? 'Its waiting list is closed, so buyers who come now cannot ask for tickets. Add tickets to sell more.'
          : 'Nobody has joined its waiting list yet. Add tickets to sell more.',
        action: { label: 'Add tickets', section: 'tickets' },
      });
    }
  }
  return items;
}
