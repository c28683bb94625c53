import { Chip, Group, Skeleton } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { EmptyCard } from '@/components/empty-card';
import { QueryErrorAlert } from '@/components/error-alert';
import { HeadedSection } from '@/components/headed-section';
import { ItemsTableOrCards } from '@/components/items-table-or-cards';
import { ShowMoreButton } from '@/components/show-more-button';
import { SkeletonRows } from '@/components/skeleton-rows';
import type { ItemColumn } from '@/components/table-card';
import { useAdminPayouts, type TransferFilter } from '../api/admin-payouts';
import { payoutStatusLabels } from '../payout-words';
import { PayoutStatusBadge } from '@/components/payout-status-badge';
import { PayoutStatementDownloads } from '@/features/money/components/payout-statement-downloads';
import { TransferAmount, TransferDates, TransferEvent, type Transfer } from './transfer-parts';

const filters: Array<{ value: TransferFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...(Object.keys(payoutStatusLabels) as Array<keyof typeof payoutStatusLabels>).map((value) => ({
    value,
    label: payoutStatusLabels[value],
  })),
];

const columns: ItemColumn<Transfer>[] = [
  { label: 'Event', cell: (transfer) => <TransferEvent transfer={transfer} /> },
  { label: 'Amount and account', cell: (transfer) => <TransferAmount transfer={transfer} /> },
  { label: 'Status', cell: (transfer) => <PayoutStatusBadge status={transfer.status} /> },
  { label: 'Dates', cell: (transfer) => <TransferDates transfer={transfer} /> },
  { label: 'Statement', cell: (transfer) => <PayoutStatementDownloads payout={transfer} /> },
];

/** Every payout, newest first, of one status or all. */
export function TransfersSection() {
  const headingId = useId();
  const [filter, setFilter] = useState<TransferFilter>('all');
  const transfers = useAdminPayouts(filter);

  let body;
  if (transfers.isPending) {
    body = <SkeletonRows label="Loading the transfers" rows={3} height={48} />;
  } else if (transfers.isError) {
    body = <QueryErrorAlert title="Could not load the transfers" query={transfers} />;
  } else if (transfers.isPlaceholderData) {
    // Another filter's first page is on its way: the previous list is not shown under it.
    body = <Skeleton h={160} radius="lg" role="status" aria-label="Loading the transfers" />;
  } else {
    const listed = transfers.data.pages.flatMap((page) => page.payouts);
    body = (
      <>
        {listed.length === 0 ? (
          <NoTransfers filter={filter} />
        ) : (
          <ItemsTableOrCards
            columns={columns}
            items={listed}
            rowKey={(transfer) => transfer.id}
            verticalSpacing="sm"
            aria-labelledby={headingId}
            card={(transfer) => (
              <>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <TransferEvent transfer={transfer} />
                  <PayoutStatusBadge status={transfer.status} />
                </Group>
                <TransferAmount transfer={transfer} />
                <TransferDates transfer={transfer} />
                <PayoutStatementDownloads payout={transfer} />
              </>
            )}
          />
        )}
        <ShowMoreButton pages={transfers} label="Load more transfers" mt="md" />
      </>
    );
  }

  return (
    <HeadedSection headingId={headingId} title="Transfers">
      <Chip.Group
        multiple={false}
        value={filter}
        onChange={(value) => setFilter(value as TransferFilter)}
      >
        <Group gap="xs" role="radiogroup" aria-label="Show transfers">
          {filters.map(({ value, label }) => (
            // Only with a variant given does Mantine pick the checked chip's text by the theme's
            // autoContrast; without, it writes white, 2.5:1 on an orange brand (axe).
            <Chip key={value} value={value} size="sm" variant="filled">
              {label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {body}
    </HeadedSection>
  );
}

function NoTransfers({ filter }: { filter: TransferFilter }) {
  return (
    <EmptyCard
      icon={<IconBuildingBank size={32} />}
      title="No transfers"
      titleOrder={3}
      description={
        filter === 'all'
          ? 'No payout has been approved yet.'
          : `No payout is ${payoutStatusLabels[filter].toLowerCase()}.`
      }
    />
  );
}
