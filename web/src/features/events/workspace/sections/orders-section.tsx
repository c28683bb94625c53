import { OrdersPanel } from '../../door/orders-panel';
import { TitledCard } from '../../components/titled-card';
import { useWorkspaceEvent } from '../workspace-context';

/** The event's orders: who paid what, searchable, with refunds and the CSV. */
export function OrdersSection() {
  const event = useWorkspaceEvent();
  return (
    <TitledCard title="Orders">
      <OrdersPanel eventId={event.id} />
    </TitledCard>
  );
}
