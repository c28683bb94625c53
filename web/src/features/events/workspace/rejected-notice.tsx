import type { EventSummary } from '@contract/event-summary';
import { ApprovalPanel } from '../components/approval-panel';
import { useResubmit } from './use-resubmit';
import type { SectionForm } from './use-section-form';

/** Above a rejected event's forms: the reason, and Resubmit with this section's changes. */
export function RejectedNotice({ event, section }: { event: EventSummary; section: SectionForm }) {
  const { onResubmit, isResubmitting } = useResubmit(event, section);
  if (event.status !== 'rejected' || event.cancelledAt) return null;
  return (
    <ApprovalPanel
      event={event}
      onResubmit={onResubmit}
      isResubmitting={isResubmitting}
      hasUnsavedChanges={section.form.isDirty()}
    />
  );
}
