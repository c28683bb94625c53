import { Table, Text } from '@mantine/core';
import type { SourceSales } from '@contract/sales-sources';
import { formatMoney } from '@/lib/format-money';
import { TitledCard } from '../components/titled-card';

type SalesBySourceCardProps = {
  sources: readonly SourceSales[];
  /** Revenue is money: shown to those who may see the event's money only. */
  showsRevenue: boolean;
};

/**
 * The paid orders, tickets and revenue of each source the buyers came by (a tracking link, a
 * site's widget; Direct: neither), once something has sold.
 */
export function SalesBySourceCard({ sources, showsRevenue }: SalesBySourceCardProps) {
  if (sources.length === 0) return null;
  return (
    <TitledCard title="Sales by source">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" aria-label="Sales by source">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Source</Table.Th>
              <Table.Th ta="right">Orders</Table.Th>
              <Table.Th ta="right">Tickets</Table.Th>
              {showsRevenue && <Table.Th ta="right">Revenue</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.map((row) => (
              <Table.Tr key={row.source ?? ''}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.source ?? 'Direct'}</Table.Td>
                <Table.Td ta="right">{row.orders}</Table.Td>
                <Table.Td ta="right">{row.tickets}</Table.Td>
                {showsRevenue && (
                  <Table.Td ta="right">
                    {row.revenue
                      .map(({ amount, currency }) => formatMoney(amount, currency))
                      .join(' + ')}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Paid orders by the tracking link or website their buyers came from; Direct came by neither.
        Revenue is what the tickets sold for, after promo codes.
      </Text>
    </TitledCard>
  );
}
