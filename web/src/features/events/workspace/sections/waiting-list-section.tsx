import { WaitingListCard } from '../../waiting-list/waiting-list-card';
import { CancelledNote } from '../cancelled-note';
import { useWorkspaceEvent } from '../workspace-context';

/** Who waits for a sold-out type, and the offers made to them. */
export function WaitingListSection() {
  const event = useWorkspaceEvent();
  return event.cancelledAt ? (
    <CancelledNote tool="Waiting list" />
  ) : (
    <WaitingListCard event={event} />
  );
}
