import { Badge } from '@mantine/core';
import type { PayoutView } from '@contract/payouts';
import { payoutStatusColors, payoutStatusLabels } from '../payout-words';

/** Where a transfer stands, as a coloured word. */
export function PayoutStatusBadge({ status }: { status: PayoutView['status'] }) {
  return (
    <Badge size="sm" variant="light" color={payoutStatusColors[status]}>
      {payoutStatusLabels[status]}
    </Badge>
  );
}
