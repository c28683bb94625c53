import { ShowMoreButton } from '@/components/show-more-button';
import { Group, Paper, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderRow } from '@contract/orders';
import { formatMinorUnits } from '@contract/money';
import type { SalesResponse } from '@contract/tickets';
import { QueryErrorAlert } from '@/components/error-alert';
import { SkeletonRows } from '@/components/skeleton-rows';
import { filterParams, useOrders, type OrderFilters } from '../api/door-lists';
import { useSales } from '../api/get-sales';
import { CsvDownloadButton } from './csv-download-button';
import { formatDoorTime } from './door-time';
import { OrderActions } from './order-actions';
import { OrderStatusBadges, orderStatusOptions } from './order-status-badges';

const all = 'all';

/** Revenue per currency, from paid orders: "4,500.00 ZAR · 20.00 USD". */
export function revenueText(types: SalesResponse['types']): string {
  const byCurrency = new Map<string, number>();
  for (const type of types) {
    byCurrency.set(type.currency, (byCurrency.get(type.currency) ?? 0) + type.revenue);
  }
  const parts = [...byCurrency].filter(([, amount]) => amount > 0);
  if (parts.length === 0) return 'No revenue yet';
  return parts.map(([currency, amount]) => `${formatMinorUnits(amount)} ${currency}`).join(' · ');
}

const amountText = (order: OrderRow) =>
  order.amount === 0 ? 'Free' : `${formatMinorUnits(order.amount)} ${order.currency}`;

/** The event's orders: who bought what, for how much, where each stands; search and CSV. */
export function OrdersPanel({ eventId }: { eventId: string }) {
  const [searchText, setSearchText] = useState('');
  const [q] = useDebouncedValue(searchText.trim(), 300);
  const [status, setStatus] = useState(all);
  const filters: OrderFilters = {
    ...(q ? { q } : {}),
    ...(status !== all ? { status: status as NonNullable<OrderFilters['status']> } : {}),
  };
  const orders = useOrders(eventId, filters);
  const sales = useSales(eventId);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <Stack gap="md">
      {sales.data && (
        <Text size="sm" c="dimmed">
          Revenue: {revenueText(sales.data.types)} · held now:{' '}
          {sales.data.types.reduce((sum, type) => sum + type.held, 0)}
        </Text>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search orders"
          placeholder="Email or order reference"
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(change) => setSearchText(change.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Status"
          data={[{ value: all, label: 'All orders' }, ...orderStatusOptions]}
          value={status}
          onChange={(value) => setStatus(value ?? all)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <CsvDownloadButton
          path={`/api/events/${encodeURIComponent(eventId)}/orders.csv?${filterParams(filters).toString()}`}
          fileName="orders.csv"
          label="Download orders (CSV)"
        />
      </Group>
      {orders.isPending ? (
        <SkeletonRows label="Loading the orders" rows={3} height={44} gap="xs" />
      ) : orders.isError ? (
        <QueryErrorAlert title="Could not load the orders" query={orders} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          {filters.q !== undefined || status !== all
            ? 'No order matches this search and this status.'
            : 'No orders yet. Share the public link to start selling.'}
        </Text>
      ) : (
        <>
          <OrdersTable eventId={eventId} rows={rows} />
          <OrderCards eventId={eventId} rows={rows} />
        </>
      )}
      <ShowMoreButton pages={orders} label="Show more orders" />
    </Stack>
  );
}

type RowsProps = { eventId: string; rows: OrderRow[] };

function OrdersTable({ eventId, rows }: RowsProps) {
  return (
    <Table visibleFrom="sm" striped verticalSpacing="xs" aria-label="Orders">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Order</Table.Th>
          <Table.Th>Buyer</Table.Th>
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
        {rows.map((order) => (
          <Table.Tr key={order.reference}>
            <Table.Td ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {order.reference}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{order.email}</Table.Td>
            <Table.Td>{order.quantity}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{amountText(order)}</Table.Td>
            <Table.Td>
              <OrderStatusBadges order={order} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDoorTime(order.createdAt)}</Table.Td>
            <Table.Td>
              <OrderActions eventId={eventId} order={order} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function OrderCards({ eventId, rows }: RowsProps) {
  return (
    <Stack
      hiddenFrom="sm"
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Orders"
    >
      {rows.map((order) => (
        <Paper key={order.reference} component="li" withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {order.email}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {order.quantity} {order.quantity === 1 ? 'ticket' : 'tickets'} · {amountText(order)} ·{' '}
              {formatDoorTime(order.createdAt)} ·{' '}
              <Text span inherit ff="monospace">
                {order.reference}
              </Text>
            </Text>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <OrderStatusBadges order={order} />
              <OrderActions eventId={eventId} order={order} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
