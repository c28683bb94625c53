import { Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useId } from 'react';
import type { PlatformRevenueResponse } from '@contract/revenue';
import { EmptyCard } from '@/components/empty-card';
import { QueryErrorAlert } from '@/components/error-alert';
import { HeadedSection } from '@/components/headed-section';
import { SkeletonRows } from '@/components/skeleton-rows';
import { ItemsTableCard, type ItemColumn } from '@/components/table-card';
import { formatMoney } from '@/lib/format-money';
import { usePlatformRevenue } from '../api/platform-revenue';

const months = 12;

// The month as the server names it (YYYY-MM), read in UTC so that no time zone shifts it.
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const columns: ItemColumn<PlatformRevenueResponse['months'][number]>[] = [
  {
    label: 'Month',
    cell: ({ month, currency }) => (
      <>
        {monthName(month)}{' '}
        <Text span size="xs" c="dimmed">
          {currency}
        </Text>
      </>
    ),
  },
  { label: 'Fees', cell: ({ platformFees, currency }) => formatMoney(platformFees, currency) },
  { label: 'VAT', cell: ({ vat, currency }) => formatMoney(vat, currency) },
  {
    label: 'Card fees borne',
    cell: ({ cardFeesBorne, currency }) => formatMoney(cardFeesBorne, currency),
  },
];

/** What the platform earned per month: its fees and their VAT, less what refunds returned. */
export function RevenueSection() {
  const headingId = useId();
  const revenue = usePlatformRevenue(months);

  let body;
  if (revenue.isPending) {
    body = <SkeletonRows label="Loading the platform's revenue" rows={2} height={40} />;
  } else if (revenue.isError) {
    body = <QueryErrorAlert title="Could not load the platform's revenue" query={revenue} />;
  } else if (revenue.data.months.length === 0) {
    body = (
      <EmptyCard
        icon={<IconReceipt size={32} />}
        title="No fees yet"
        titleOrder={3}
        description={`No fee was earned in the last ${months} months.`}
      />
    );
  } else {
    body = (
      <ItemsTableCard
        columns={columns}
        items={revenue.data.months}
        rowKey={({ month, currency }) => `${month}-${currency}`}
        verticalSpacing="xs"
        aria-labelledby={headingId}
      />
    );
  }

  return (
    <HeadedSection
      headingId={headingId}
      title="Platform revenue"
      description={`Fees and their VAT per month, less what refunds gave back, and the card fees the platform bore where a cheap ticket left its organiser nothing to pay them from, over the last ${months} months. A month is the event's own calendar month.`}
    >
      {body}
    </HeadedSection>
  );
}
