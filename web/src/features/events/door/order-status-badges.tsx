import { Badge, Group, Tooltip } from '@mantine/core';
import type { OrderRow } from '@contract/orders';

const statusLabels: Record<OrderRow['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal' },
  held: { label: 'Awaiting payment', color: 'yellow' },
  expired: { label: 'Expired', color: 'gray' },
  refund_pending: { label: 'Refunding', color: 'orange' },
  refunded: { label: 'Refunded', color: 'gray' },
};

/** An order's status, and a payment that did not match it (why, on hover or focus). */
export function OrderStatusBadges({ order }: { order: OrderRow }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={statusLabels[order.status].color}>
        {statusLabels[order.status].label}
      </Badge>
      {order.flagged && (
        <Tooltip label={order.flagged} multiline maw={280}>
          <Badge variant="light" color="red" tabIndex={0}>
            Payment mismatch
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

export const orderStatusOptions = Object.entries(statusLabels).map(([value, { label }]) => ({
  value,
  label,
}));
