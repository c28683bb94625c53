import { Badge } from '@mantine/core';
import type { PayoutView } from '@contract/payouts';

export const payoutStatusLabels: Record<PayoutView['status'], string> = {
  requested: 'Requested',
  // The organiser's words too: the transfer is with the bank.
  pending: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
};

export const payoutStatusColors: Record<PayoutView['status'], string> = {
  requested: 'gray',
  pending: 'blue',
  paid: 'teal',
  failed: 'red',
  reversed: 'orange',
};

/** Where a payout's transfer stands, as a coloured word (organisers' and administrators'). */
export function PayoutStatusBadge({ status }: { status: PayoutView['status'] }) {
  return (
    <Badge size="sm" variant="light" color={payoutStatusColors[status]}>
      {payoutStatusLabels[status]}
    </Badge>
  );
}
