import {
  Badge,
  Box,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { SalesResponse } from '@contract/tickets';
import { formatMinorUnits } from '@contract/money';
import { ErrorAlert } from '@/components/error-alert';
import { RefundOrderButton } from '@/features/refunds/components/refund-order-button';
import { useSales } from '../api/get-sales';

type Order = SalesResponse['orders'][number];

const statusLabels: Record<Order['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal' },
  held: { label: 'Awaiting payment', color: 'yellow' },
  expired: { label: 'Expired', color: 'gray' },
  refund_pending: { label: 'Refunding', color: 'orange' },
  refunded: { label: 'Refunded', color: 'gray' },
};

/** Revenue per currency, from paid orders: "4,500.00 ZAR · 20.00 USD". */
function revenueText(types: SalesResponse['types']): string {
  const byCurrency = new Map<string, number>();
  for (const type of types) {
    byCurrency.set(type.currency, (byCurrency.get(type.currency) ?? 0) + type.revenue);
  }
  const parts = [...byCurrency].filter(([, amount]) => amount > 0);
  if (parts.length === 0) return 'No revenue yet';
  return parts.map(([currency, amount]) => `${formatMinorUnits(amount)} ${currency}`).join(' · ');
}

/** The organiser's orders: who bought what, for how much, and where each order stands. */
export function OrdersCard({ eventId }: { eventId: string }) {
  const sales = useSales(eventId);

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            Orders
          </Title>
          {sales.data && (
            <Text size="sm" c="dimmed">
              Revenue: {revenueText(sales.data.types)} · held now:{' '}
              {sales.data.types.reduce((sum, type) => sum + type.held, 0)}
            </Text>
          )}
        </Group>
        {sales.isPending ? (
          <Skeleton h={120} aria-label="Loading the orders" />
        ) : sales.isError ? (
          <ErrorAlert
            title="Could not load the orders"
            error={sales.error}
            onRetry={() => void sales.refetch()}
          />
        ) : sales.data.orders.length === 0 ? (
          <Text size="sm" c="dimmed">
            No orders yet. Share the public link to start selling.
          </Text>
        ) : (
          // A plain scrolling region, focusable so keyboard users can scroll it on phones.
          // Positioned, so the hidden Actions heading scrolls with the table, not off the page.
          <Box
            pos="relative"
            style={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label="Orders, scrolls sideways"
          >
            <Table striped verticalSpacing="xs" miw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Tickets</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Placed</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sales.data.orders.map((order) => (
                  <Table.Tr key={order.reference}>
                    <Table.Td ff="monospace">{order.reference}</Table.Td>
                    <Table.Td>{order.email}</Table.Td>
                    <Table.Td>{order.quantity}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {order.amount === 0
                        ? 'Free'
                        : `${formatMinorUnits(order.amount)} ${order.currency}`}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Badge variant="light" color={statusLabels[order.status].color}>
                          {statusLabels[order.status].label}
                        </Badge>
                        {order.flagged && (
                          <Tooltip label={order.flagged}>
                            <Badge variant="light" color="red" tabIndex={0}>
                              Payment mismatch
                            </Badge>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {new Date(order.createdAt).toLocaleString(undefined, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </Table.Td>
                    <Table.Td>
                      <RefundOrderButton eventId={eventId} order={order} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
