import type { AttendeeListQuestion } from '../../contract/orders';
import {
  noAttendeeDetails,
  type ArchivedQuestion,
  type AttendeeDetailsSettings,
} from '../../contract/attendee-details';

/**
 * `EventRecord.attendeeDetails`: the organiser's settings, and the questions removed since
 * they were asked. Answers are kept by question id on orders and tickets and never deleted:
 * a removed question's answers stay there, and the CSV shows them under its archived label.
 */
export type AttendeeDetailsRecord = AttendeeDetailsSettings & {
  archivedQuestions?: ArchivedQuestion[];
};

/** An event's settings; an event that never set any asks nothing. */
export const attendeeSettingsOf = (event: {
  attendeeDetails?: AttendeeDetailsRecord | undefined;
}): AttendeeDetailsSettings => {
  const record = event.attendeeDetails;
  if (!record) return noAttendeeDetails;
  const { holderName, holderEmail, questions, editCutoffHours } = record;
  return { holderName, holderEmail, questions, editCutoffHours };
};

/**
 * Until when a buyer may edit an order's details: `editCutoffHours` before the event starts.
 * An event without a start has no cut-off.
 */
export function editableUntil(
  event: { startsAt?: string | undefined },
  settings: AttendeeDetailsSettings,
): string | undefined {
  if (!event.startsAt) return undefined;
  return new Date(Date.parse(event.startsAt) - settings.editCutoffHours * 3_600_000).toISOString();
}

/** The questions the attendee list names answers by, removed ones last; none: undefined. */
export function attendeeListQuestions(
  record: AttendeeDetailsRecord | undefined,
): AttendeeListQuestion[] | undefined {
  if (!record) return undefined;
  return [
    ...record.questions.map(({ id, label, kind, options }) => ({
      id,
      label,
      kind,
      ...(options ? { options } : {}),
    })),
    ...(record.archivedQuestions ?? []).map(({ id, label }) => ({
      id,
      label,
      kind: 'text' as const,
      removed: true,
    })),
  ];
}
