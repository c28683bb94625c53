import { CheckInCard } from '../../check-in/check-in-card';
import { useWorkspaceEvent } from '../workspace-context';

/** The door: the scanner, the door devices and how many are in. */
export function CheckInSection() {
  return <CheckInCard eventId={useWorkspaceEvent().id} />;
}
