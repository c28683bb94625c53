import { useForm, type UseFormReturnType } from '@mantine/form';
import { checkDraft } from '../draft/draft-to-request';
import type { EventDraft } from '../draft/event-draft';

export type EventForm = UseFormReturnType<EventDraft>;

type EventFormOptions = {
  initialValues: EventDraft;
  onValuesChange?: (values: EventDraft) => void;
};

/**
 * The draft behind the wizard and the dashboard's editor. A field is checked when it loses
 * focus, with the same rules (and the API's own schema) that creating and saving apply.
 */
export function useEventForm({ initialValues, onValuesChange }: EventFormOptions): EventForm {
  return useForm<EventDraft>({
    mode: 'controlled',
    initialValues,
    validate: (values) => checkDraft(values).errors,
    validateInputOnBlur: true,
    onValuesChange,
  });
}
