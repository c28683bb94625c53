import { Group, Stack, Table, Text } from '@mantine/core';
import type { PayoutView } from '@contract/payouts';
import { PayoutStatusBadge } from '@/components/payout-status-badge';
import { formatMoney } from '@/lib/format-money';
import { TitledCard } from '@/features/events/components/titled-card';
import { PayoutStatementDownloads } from './payout-statement-downloads';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * The event's payouts, newest first: where each went, where it stands, and its statement (what
 * its amount is made of).
 */
export function PayoutsHistory({ payouts }: { payouts: PayoutView[] }) {
  if (payouts.length === 0) return null;
  return (
    <TitledCard title="Payouts">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" aria-label="Payouts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th visibleFrom="sm">To</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Statement</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payouts.map((payout) => (
              <Table.Tr key={payout.id}>
                <Table.Td>{dayFormat.format(new Date(payout.createdAt))}</Table.Td>
                <Table.Td>{formatMoney(payout.amount, payout.currency)}</Table.Td>
                <Table.Td visibleFrom="sm">
                  {payout.bankName} ···· {payout.accountLast4}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap="xs">
                      <PayoutStatusBadge status={payout.status} />
                    </Group>
                    {payout.failureReason && (
                      <Text size="xs" c="dimmed">
                        {payout.failureReason}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <PayoutStatementDownloads payout={payout} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TitledCard>
  );
}
