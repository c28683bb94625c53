import { checkAttendeeDetails, ticketTypeIdsOf } from '../../contract/attendee-answers';
import type { AttendeeDetails, AnswersInput, AttendeeInput } from '../../contract/attendee-details';
import { AppError } from '../common/app-error';
import type { EventRecord } from '../events/event-records';
import { attendeeSettingsOf } from './attendee-records';

/**
 * The attendee details a purchase carries, checked against the event's settings as the
 * precheck read it: a 400 naming each field (`answers.{questionId}`, `attendees.{i}.name`…)
 * before any payment is started or anything written. Nothing to keep: undefined, so a
 * request of an event that asks nothing is what it was before.
 */
export function checkoutAttendeeDetails(
  event: EventRecord,
  input: {
    items: ReadonlyArray<{ typeId: string; quantity: number }>;
    answers?: AnswersInput | undefined;
    attendees?: AttendeeInput[] | undefined;
  },
): AttendeeDetails | undefined {
  const checked = checkAttendeeDetails(
    attendeeSettingsOf(event),
    ticketTypeIdsOf(input.items),
    input,
  );
  if (checked.problems) throw detailsRefusal(checked.problems);
  const { details } = checked;
  return details.answers || details.attendees ? details : undefined;
}

export const detailsRefusal = (problems: Record<string, string>) =>
  new AppError(
    'validation_failed',
    Object.entries(problems)
      .map(([field, problem]) => `${field}: ${problem}`)
      .join('; '),
    problems,
  );

/** What a ticket keeps of its holder: `index` is its place among the order's tickets. */
export function ticketDetails(
  details: AttendeeDetails | undefined,
  index: number,
): { holderName?: string; attendeeEmail?: string; answers?: Record<string, string> } {
  if (!details) return {};
  const attendee = details.attendees?.[index];
  const answers = { ...details.answers, ...attendee?.answers };
  return {
    ...(attendee?.name ? { holderName: attendee.name } : {}),
    ...(attendee?.email ? { attendeeEmail: attendee.email } : {}),
    ...(Object.keys(answers).length > 0 ? { answers } : {}),
  };
}
