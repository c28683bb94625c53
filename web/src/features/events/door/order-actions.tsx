import { ActionIcon, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { OrderRow } from '@contract/orders';
import { RefundOrderButton } from '@/features/refunds/components/refund-order-button';

/**
 * What can be done with one order, shown in the orders list's last column (and under each
 * order on phones). Each action is its own control here, so a new one is one more child.
 */
export function OrderActions({ eventId, order }: { eventId: string; order: OrderRow }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <RefundOrderButton eventId={eventId} order={order} />
      <CopyButton value={order.reference} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy the reference'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={`Copy the reference of order ${order.reference}`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
