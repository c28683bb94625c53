import { Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { PayableView } from '@contract/payouts';
import { EmptyCard } from '@/components/empty-card';
import { QueryErrorAlert } from '@/components/error-alert';
import { HeadedSection } from '@/components/headed-section';
import { ItemsTableOrCards } from '@/components/items-table-or-cards';
import { ShowMoreButton } from '@/components/show-more-button';
import { SkeletonRows } from '@/components/skeleton-rows';
import type { ItemColumn } from '@/components/table-card';
import { usePayables } from '../api/payables';
import { ApprovePayoutModal } from './approve-payout-modal';
import { PayableActions, PayableBalance, PayableEvent, PayableReadiness } from './payable-parts';
import { PayoutHoldModal, type HoldRequest } from './payout-hold-modal';

/** The table's columns but the last, the actions, which the section's dialogs handle. */
const columns: ItemColumn<PayableView>[] = [
  { label: 'Event', cell: (payable) => <PayableEvent payable={payable} /> },
  {
    label: 'Organiser',
    cell: (payable) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {payable.organiserEmail ?? '—'}
      </Text>
    ),
  },
  { label: 'Balance', cell: (payable) => <PayableBalance payable={payable} /> },
  { label: 'Payout', cell: (payable) => <PayableReadiness payable={payable} /> },
];

const rowKey = (payable: PayableView) => `${payable.eventId}-${payable.currency}`;

/** What events that are over still owe their organisers, and the actions on it. */
export function PayablesSection() {
  const headingId = useId();
  const payables = usePayables();
  const [approving, setApproving] = useState<PayableView>();
  const [holding, setHolding] = useState<HoldRequest>();

  const actionsOf = (payable: PayableView) => (
    <PayableActions
      payable={payable}
      onApprove={() => setApproving(payable)}
      onHold={(hold) => setHolding({ payable, hold })}
    />
  );

  let body;
  if (payables.isPending) {
    body = <SkeletonRows label="Loading the payable balances" rows={3} height={56} />;
  } else if (payables.isError) {
    body = <QueryErrorAlert title="Could not load the payable balances" query={payables} />;
  } else {
    const listed = payables.data.pages.flatMap((page) => page.payables);
    body = (
      <>
        {listed.length === 0 ? (
          <NothingOwed hasMore={payables.hasNextPage} />
        ) : (
          <ItemsTableOrCards
            columns={[
              ...columns,
              { label: 'Actions', align: 'right', isHidden: true, cell: actionsOf },
            ]}
            items={listed}
            rowKey={rowKey}
            verticalSpacing="sm"
            aria-labelledby={headingId}
            card={(payable) => (
              <>
                <PayableEvent payable={payable} />
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {payable.organiserEmail ?? 'Organiser without an email'}
                </Text>
                <PayableBalance payable={payable} />
                <PayableReadiness payable={payable} />
                {actionsOf(payable)}
              </>
            )}
          />
        )}
        <ShowMoreButton pages={payables} label="Load more balances" mt="md" />
      </>
    );
  }

  return (
    <HeadedSection headingId={headingId} title="Payable balances">
      {body}
      <ApprovePayoutModal payable={approving} onClose={() => setApproving(undefined)} />
      <PayoutHoldModal request={holding} onClose={() => setHolding(undefined)} />
    </HeadedSection>
  );
}

/** A page of events may owe nothing while older ones, a page further, still do. */
function NothingOwed({ hasMore }: { hasMore: boolean }) {
  return (
    <EmptyCard
      icon={<IconCash size={32} />}
      title="Nothing owed"
      titleOrder={3}
      description={
        hasMore
          ? 'The latest events that are over owe their organisers nothing. Load more to look at earlier ones.'
          : 'No event that is over owes its organiser anything.'
      }
    />
  );
}
