import { AttendeesPanel } from '../../door/attendees-panel';
import { TitledCard } from '../../components/titled-card';
import { useWorkspaceEvent } from '../workspace-context';

/** Who is coming: every ticket's holder, searchable and filtered, checked in by hand, the CSV. */
export function AttendeesSection() {
  const event = useWorkspaceEvent();
  return (
    <TitledCard title="Attendees">
      <AttendeesPanel event={event} />
    </TitledCard>
  );
}
