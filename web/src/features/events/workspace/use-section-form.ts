import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { EventWithTypes } from '@contract/events';
import { isApiError } from '@/lib/api-error';
import { useUpdateEvent } from '../api/update-event';
import { checkDraft, type DraftErrors } from '../draft/draft-to-request';
import { eventToDraft } from '../draft/event-to-draft';
import { listProblems } from '../draft/problems';
import { toFormPaths } from '../draft/server-fields';
import { useEventForm } from '../hooks/use-event-form';

/**
 * One section's form over the event as last saved: the section shows its own fields, and
 * saving sends the event whole with only this section's changes, so nothing typed in
 * another section (and not saved there) goes along.
 */
export function useSectionForm(event: EventWithTypes) {
  const [shownErrors, setShownErrors] = useState<DraftErrors>({});
  const form = useEventForm({
    initialValues: eventToDraft(event),
    onValuesChange: () => setShownErrors({}),
  });
  const update = useUpdateEvent();
  const problems = listProblems(shownErrors, form.values);

  /** Saves the draft; resolves to whether it was saved. */
  const save = async (): Promise<boolean> => {
    const check = checkDraft(form.values);
    if (!check.isValid) {
      form.setErrors(check.errors);
      setShownErrors(check.errors);
      return false;
    }
    try {
      const saved = await update.mutateAsync({ id: event.id, request: check.request });
      const draft = eventToDraft(saved);
      form.setInitialValues(draft);
      form.setValues(draft);
      form.resetDirty(draft);
      notifications.show({
        color: 'teal',
        title: 'Changes saved',
        message:
          event.status === 'approved' && saved.status === 'pending'
            ? 'Buyers see the changes once an administrator approves them again.'
            : `"${saved.name}" is up to date.`,
      });
      return true;
    } catch (failure) {
      if (isApiError(failure)) {
        const fields = toFormPaths(failure.fields);
        form.setErrors(fields);
        setShownErrors(fields);
      }
      return false;
    }
  };

  const discard = () => {
    form.reset();
    setShownErrors({});
  };

  return { form, save, discard, problems, update };
}

export type SectionForm = ReturnType<typeof useSectionForm>;
