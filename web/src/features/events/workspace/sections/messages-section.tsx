import { MessagesCard } from '../../messages/messages-card';
import { CancelledNote } from '../cancelled-note';
import { useWorkspaceEvent } from '../workspace-context';

/** Messages to the event's ticket holders, buyers and waiting list, and how each went. */
export function MessagesSection() {
  const event = useWorkspaceEvent();
  return event.cancelledAt ? <CancelledNote tool="Messages" /> : <MessagesCard event={event} />;
}
