import { Stack } from '@mantine/core';
import { OrdersPanel } from '../../door/orders-panel';
import { TitledCard } from '../../components/titled-card';
import { RefundRequestsCard } from '../../refund-requests/refund-requests-card';
import { useWorkspaceEvent } from '../workspace-context';

/** The event's orders: refunds buyers asked for, then who paid what, with refunds and the CSV. */
export function OrdersSection() {
  const event = useWorkspaceEvent();
  return (
    <Stack gap="lg">
      <RefundRequestsCard event={event} />
      <TitledCard title="Orders">
        <OrdersPanel eventId={event.id} />
      </TitledCard>
    </Stack>
  );
}
