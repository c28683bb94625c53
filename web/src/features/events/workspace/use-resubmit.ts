import { notifications } from '@mantine/notifications';
import type { EventSummary } from '@contract/event-summary';
import { useResubmitEvent } from '../api/resubmit-event';
import type { SectionForm } from './use-section-form';

/**
 * Sends a rejected event back for review; from a section's form, with its unsaved changes
 * saved first (and nothing sent if they cannot be).
 */
export function useResubmit(event: Pick<EventSummary, 'id'>, section?: SectionForm) {
  const resubmit = useResubmitEvent();
  const onResubmit = async () => {
    if (section?.form.isDirty() && !(await section.save())) return;
    resubmit.mutate(event.id, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: 'Sent for review',
          message: 'An administrator will look at it again shortly.',
        }),
      onError: (failure) =>
        notifications.show({ color: 'red', title: 'Could not resubmit', message: failure.message }),
    });
  };
  return {
    onResubmit: () => void onResubmit(),
    isResubmitting: resubmit.isPending || (section?.update.isPending ?? false),
  };
}
