import type { RefundRequestView } from '@contract/refund-requests';
import { formatMinorUnits } from '@contract/money';

/** How each request stands, as its badge says it. */
export const refundRequestBadges: Record<
  RefundRequestView['state'],
  { label: string; color: string }
> = {
  pending: { label: 'Waiting for you', color: 'yellow' },
  refunding: { label: 'Refunding', color: 'blue' },
  refunded: { label: 'Refunded', color: 'teal' },
  declined: { label: 'Declined', color: 'gray' },
};

/** "300.00 ZAR", as the orders list writes amounts. */
export const amountWords = (request: Pick<RefundRequestView, 'amount' | 'currency'>) =>
  `${formatMinorUnits(request.amount)} ${request.currency}`;

export const ticketWords = (tickets: number) => (tickets === 1 ? '1 ticket' : `${tickets} tickets`);
