import { AttendeeDetailsCard } from '../../attendee-details/attendee-details-card';
import { CancelledNote } from '../cancelled-note';
import { useWorkspaceEvent } from '../workspace-context';

/** What buyers are asked at checkout: names, emails and the event's own questions. */
export function QuestionsSection() {
  const event = useWorkspaceEvent();
  return event.cancelledAt ? (
    <CancelledNote tool="Questions" />
  ) : (
    <AttendeeDetailsCard event={event} />
  );
}
