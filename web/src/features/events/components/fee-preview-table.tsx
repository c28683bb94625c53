import { Table, Text } from '@mantine/core';
import { formatPrice } from '@/lib/format-price';
import type { FeePreviewRow } from '../draft/fee-preview';

/** One ticket of each paid type: what buyers pay, the fee and its VAT, what the organiser gets. */
export function FeePreviewTable({ rows }: { rows: FeePreviewRow[] }) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Give a ticket type a price to see what buyers pay and what you receive.
      </Text>
    );
  }
  const money = (row: FeePreviewRow, amount: number) =>
    formatPrice({ price: amount, currency: row.currency });
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={6} captionSide="bottom" aria-label="What one ticket costs">
        <Table.Caption>
          For one ticket. What you receive is before the card payment provider’s own fee.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ticket</Table.Th>
            <Table.Th ta="right">Buyer pays</Table.Th>
            <Table.Th ta="right">Service fee</Table.Th>
            <Table.Th ta="right">VAT on service fee</Table.Th>
            <Table.Th ta="right">You receive</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{money(row, row.charge.buyerPays)}</Table.Td>
              <Table.Td ta="right">{money(row, row.charge.platformFee)}</Table.Td>
              <Table.Td ta="right">{money(row, row.charge.vat)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {money(row, row.charge.organiserGets)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
