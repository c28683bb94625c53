import { Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrderFilters, OrderRow } from '@contract/orders';
import { formatMinorUnits } from '@contract/money';
import type { SalesResponse } from '@contract/tickets';
import { doorListCsvPath, useOrders } from '../api/door-lists';
import { useSales } from '../api/get-sales';
import { DoorListCard, DoorListCards, DoorListTable } from './door-list-rows';
import { DoorListPanel, useListSearch } from './door-list-panel';
import { FilterSelect, noFilter } from './filter-select';
import { formatDoorTime } from './door-time';
import { OrderActions } from './order-actions';
import { OrderStatusBadges, orderStatusOptions } from './order-status-badges';

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

/** What the order paid, and the promo code it used (if any), so the organiser sees which. */
const amountText = (order: OrderRow) => {
  const paid = order.amount === 0 ? 'Free' : `${formatMinorUnits(order.amount)} ${order.currency}`;
  return order.promoCode ? `${paid} · code ${order.promoCode}` : paid;
};

/** The event's orders: who bought what, for how much, where each stands; search and CSV. */
export function OrdersPanel({ eventId }: { eventId: string }) {
  const search = useListSearch();
  const [status, setStatus] = useState(noFilter);
  const filters: OrderFilters = {
    ...(search.q ? { q: search.q } : {}),
    ...(status !== noFilter ? { status: status as NonNullable<OrderFilters['status']> } : {}),
  };
  const orders = useOrders(eventId, filters);
  const sales = useSales(eventId);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <DoorListPanel
      noun="orders"
      summary={
        sales.data && (
          <Text size="sm" c="dimmed">
            Revenue: {revenueText(sales.data.types)} · held now:{' '}
            {sales.data.types.reduce((sum, type) => sum + type.held, 0)}
          </Text>
        )
      }
      search={{ ...search, label: 'Search orders', placeholder: 'Email or order reference' }}
      filters={
        <FilterSelect
          label="Status"
          data={[{ value: noFilter, label: 'All orders' }, ...orderStatusOptions]}
          value={status}
          onChange={setStatus}
          width={220}
        />
      }
      csv={{
        path: doorListCsvPath(eventId, 'orders', filters),
        fileName: 'orders.csv',
        label: 'Download orders (CSV)',
      }}
      list={orders}
      isEmpty={rows.length === 0}
      emptyText={
        filters.q !== undefined || status !== noFilter
          ? 'No order matches this search and this status.'
          : 'No orders yet. Share the public link to start selling.'
      }
    >
      <OrdersTable eventId={eventId} rows={rows} />
      <OrderCards eventId={eventId} rows={rows} />
    </DoorListPanel>
  );
}

type RowsProps = { eventId: string; rows: OrderRow[] };

const orderColumns = [
  { label: 'Order' },
  { label: 'Buyer' },
  { label: 'Tickets' },
  { label: 'Amount' },
  { label: 'Status' },
  { label: 'Placed' },
  { label: 'Actions', isHidden: true },
];

function OrdersTable({ eventId, rows }: RowsProps) {
  return (
    <DoorListTable label="Orders" columns={orderColumns}>
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
    </DoorListTable>
  );
}

function OrderCards({ eventId, rows }: RowsProps) {
  return (
    <DoorListCards label="Orders">
      {rows.map((order) => (
        <DoorListCard
          key={order.reference}
          title={order.email}
          details={[
            `${order.quantity} ${order.quantity === 1 ? 'ticket' : 'tickets'}`,
            amountText(order),
            formatDoorTime(order.createdAt),
          ].join(' · ')}
          reference={order.reference}
        >
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <OrderStatusBadges order={order} />
            <OrderActions eventId={eventId} order={order} />
          </Group>
        </DoorListCard>
      ))}
    </DoorListCards>
  );
}
