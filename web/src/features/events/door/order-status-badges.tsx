import { Badge, Group, Tooltip } from '@mantine/core';
import type { OrderRow } from '@contract/orders';

const statusLabels: Record<OrderRow['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal' },
  held: { label: 'Awaiting payment', color: 'yellow' },
  expired: { label: 'Expired', color: 'gray' },
  refund_pending: { label: 'Refunding', color: 'orange' },
  refunded: { label: 'Refunded', color: 'gray' },
};

/**
 * An order's status, and a payment that did not match it (why, on hover or focus). Each badge
 * is as wide as its words: a badge clips its overflow, so a table column squeezed by a long
 * address cut "Paid" down to "PA…".
 */
export function OrderStatusBadges({ order }: { order: OrderRow }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={statusLabels[order.status].color} miw="max-content">
        {statusLabels[order.status].label}
      </Badge>
      {order.flagged && (
        <Tooltip label={order.flagged} multiline maw={280}>
          <Badge variant="light" color="red" tabIndex={0} miw="max-content">
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
