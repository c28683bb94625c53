import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatPrice } from '@/lib/format-price';
import type { FeePreviewRow } from '../draft/fee-preview';

/**
 * One ticket of each paid type: what buyers pay, the fee and its VAT, what the organiser
 * receives. A small table per type, side by side where there is room: a phone shows them
 * one under the other, with nothing to scroll sideways.
 */
export function FeePreviewTables({ rows }: { rows: FeePreviewRow[] }) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Give a ticket type a price to see what buyers pay and what you receive.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        What one ticket costs
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {rows.map((row) => {
          const money = (amount: number) => formatPrice({ price: amount, currency: row.currency });
          return (
            <Paper key={row.key} withBorder radius="md" px="sm" py="xs">
              <Table captionSide="top" withRowBorders={false} verticalSpacing={2}>
                <Table.Caption ta="start" fw={600}>
                  {row.name}
                </Table.Caption>
                <Table.Tbody>
                  <Figure label="Buyer pays" value={money(row.charge.buyerPays)} />
                  <Figure label="Service fee" value={money(row.charge.platformFee)} />
                  <Figure label="VAT on service fee" value={money(row.charge.vat)} />
                  <Figure label="You receive" value={money(row.charge.organiserGets)} strong />
                </Table.Tbody>
              </Table>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        What you receive is before the card payment provider’s own fee.
      </Text>
    </Stack>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 600 : 400} px={0}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 600 : 400} px={0}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}
