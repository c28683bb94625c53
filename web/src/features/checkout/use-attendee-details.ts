import { useCallback, useRef, useState } from 'react';
import type { AttendeeDetails, AttendeeDetailsSettings } from '@contract/attendee-details';
import { loadAttendeeQuestions } from './api/attendee-questions-api';
import type { AttendeeDraft } from './attendee-draft';

type FieldsModule = typeof import('./components/attendee-fields');
type Loaded = { settings: AttendeeDetailsSettings; fields: FieldsModule } | null;

const asksAnything = (settings: AttendeeDetailsSettings) =>
  settings.holderName !== 'off' || settings.holderEmail !== 'off' || settings.questions.length > 0;

/**
 * The buy panel's attendee details: the event's questions and the fields that ask them,
 * loaded once the buyer starts to buy (`engage`, or the first press of Buy) and shown once
 * loaded; never loaded for an event that asks nothing.
 * `prepare` gives the checked details to send with the purchase, or undefined when the
 * buyer has something to fill in first (shown next to the field).
 */
export function useAttendeeDetails(
  eventId: string,
  items: ReadonlyArray<{ typeId: string; quantity: number }>,
) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [draft, setDraft] = useState<AttendeeDraft>({ answers: {}, attendees: [] });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const loading = useRef<Promise<Loaded> | null>(null);

  const load = useCallback(() => {
    loading.current ??= (async () => {
      const settings = await loadAttendeeQuestions(eventId);
      if (!asksAnything(settings)) return null;
      const result = { settings, fields: await import('./components/attendee-fields') };
      setLoaded(result);
      return result;
    })().catch((failure: unknown) => {
      // Asked again on the next press.
      loading.current = null;
      throw failure;
    });
    return loading.current;
  }, [eventId]);

  const engage = useCallback(() => {
    load().catch(() => {});
  }, [load]);

  const prepare = async (): Promise<AttendeeDetails | undefined> => {
    // Questions that could not be loaded do not stop a purchase: the server checks the
    // answers, and a 400 naming a field brings the fields (loaded again on the next focus).
    const ready = await load().catch(() => null);
    if (!ready) return {};
    const { settings, fields } = ready;
    // Fields the buyer had not seen when they pressed Buy are shown now, not refused.
    if (!loaded) return undefined;
    const typeIds = fields.ticketTypeIdsOf(items);
    const checked = fields.checkAttendeeDetails(settings, typeIds, {
      answers: draft.answers,
      attendees: typeIds.map((_, index) => draft.attendees[index] ?? {}),
    });
    setProblems(checked.problems ?? {});
    return checked.problems ? undefined : checked.details;
  };

  const change = (next: AttendeeDraft) => {
    setDraft(next);
    setProblems({});
  };

  return { loaded, draft, change, problems, engage, prepare };
}
