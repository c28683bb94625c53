import { EmptyState, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useId } from 'react';
import { QueryErrorAlert } from '@/components/error-alert';
import { SkeletonRows } from '@/components/skeleton-rows';
import { TableHead } from '@/components/table-head';
import { formatMoney } from '@/lib/format-money';
import { usePlatformRevenue } from '../api/platform-revenue';

const months = 12;
const columns = [{ label: 'Month' }, { label: 'Fees' }, { label: 'VAT' }] as const;

// The month as the server names it (YYYY-MM), read in UTC so that no time zone shifts it.
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

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
      <Paper withBorder radius="lg" py="xl" px="md">
        <EmptyState icon={<IconReceipt size={32} />} variant="light">
          <EmptyState.Title order={3}>No fees yet</EmptyState.Title>
          <EmptyState.Description>
            No fee was earned in the last {months} months.
          </EmptyState.Description>
        </EmptyState>
      </Paper>
    );
  } else {
    body = (
      <Paper withBorder radius="lg" p="md">
        <Table verticalSpacing="xs" aria-labelledby={headingId}>
          <TableHead columns={columns} />
          <Table.Tbody>
            {revenue.data.months.map(({ month, currency, platformFees, vat }) => (
              <Table.Tr key={`${month}-${currency}`}>
                <Table.Td>
                  {monthName(month)}{' '}
                  <Text span size="xs" c="dimmed">
                    {currency}
                  </Text>
                </Table.Td>
                <Table.Td>{formatMoney(platformFees, currency)}</Table.Td>
                <Table.Td>{formatMoney(vat, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );
  }

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Title order={2} size="h3" id={headingId}>
          Platform revenue
        </Title>
        <Text size="sm" c="dimmed">
          Fees and their VAT per month, less what refunds gave back, over the last {months} months.
          A month is the event&apos;s own calendar month.
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
