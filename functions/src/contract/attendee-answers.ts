import { z } from 'zod';
import {
  maxAnswerLength,
  maxHolderNameLength,
  yesNoAnswers,
  type AttendeeDetails,
  type AttendeeDetailsSettings,
  type AttendeeInput,
  type AttendeeQuestion,
  type AnswersInput,
} from './attendee-details';

/*
 * The one check of a buyer's attendee details, pure, used by the checkout, the edit route and
 * the buy panel (so the page says what the server would). Problems are keyed by the field the
 * form shows them next to.
 */

export type DetailsProblems = Record<string, string>;

const emailFormat = z.string().email();

/** Whether `question` is asked of a ticket of `typeId` (no types named: of every type). */
export const askedOfType = (question: AttendeeQuestion, typeId: string) =>
  question.typeIds.length === 0 || question.typeIds.includes(typeId);

/** The per-order questions asked of an order with tickets of `typeIds`. */
export const orderQuestions = (settings: AttendeeDetailsSettings, typeIds: readonly string[]) =>
  settings.questions.filter(
    (question) => question.per === 'order' && typeIds.some((id) => askedOfType(question, id)),
  );

/** The per-ticket questions asked of a ticket of `typeId`. */
export const ticketQuestions = (settings: AttendeeDetailsSettings, typeId: string) =>
  settings.questions.filter(
    (question) => question.per === 'ticket' && askedOfType(question, typeId),
  );

/** Whether anything is asked of each ticket's holder (then one attendee entry per ticket). */
export const asksPerTicket = (settings: AttendeeDetailsSettings, typeIds: readonly string[]) =>
  settings.holderName !== 'off' ||
  settings.holderEmail !== 'off' ||
  typeIds.some((typeId) => ticketQuestions(settings, typeId).length > 0);

/** The problem with one answer (trimmed), if any: missing when required, too long, not an option. */
export function answerProblem(
  question: AttendeeQuestion,
  answer: string | undefined,
): string | undefined {
  const given = answer?.trim() ?? '';
  if (given === '') return question.required ? 'Answer this question' : undefined;
  if (question.kind === 'text' && [...given].length > maxAnswerLength) {
    return `At most ${maxAnswerLength} characters`;
  }
  if (question.kind === 'choice' && !(question.options ?? []).includes(given)) {
    return 'Choose one of the options';
  }
  if (question.kind === 'yes_no' && !(yesNoAnswers as readonly string[]).includes(given)) {
    return 'Answer yes or no';
  }
  return undefined;
}

/** Checks `answers` against `questions`; keeps the non-empty ones, trimmed. */
function checkAnswers(
  questions: readonly AttendeeQuestion[],
  answers: AnswersInput | undefined,
  fieldPrefix: string,
  problems: DetailsProblems,
): Record<string, string> | undefined {
  const asked = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(answers ?? {})) {
    if (!asked.has(id)) problems[`${fieldPrefix}.${id}`] = 'This question is not asked here';
  }
  const kept: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers?.[question.id];
    const problem = answerProblem(question, answer);
    if (problem) problems[`${fieldPrefix}.${question.id}`] = problem;
    else if (answer !== undefined && answer.trim() !== '') kept[question.id] = answer.trim();
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function checkAttendee(
  settings: AttendeeDetailsSettings,
  typeId: string,
  attendee: AttendeeInput | undefined,
  index: number,
  problems: DetailsProblems,
) {
  const field = `attendees.${index}`;
  const name = attendee?.name?.trim() ?? '';
  const email = attendee?.email?.trim().toLowerCase() ?? '';
  if (settings.holderName === 'required') {
    if (name === '') problems[`${field}.name`] = 'Enter the name of this ticket’s holder';
    else if ([...name].length > maxHolderNameLength) {
      problems[`${field}.name`] = `At most ${maxHolderNameLength} characters`;
    }
  }
  if (settings.holderEmail !== 'off') {
    if (email === '') {
      if (settings.holderEmail === 'required') problems[`${field}.email`] = 'Enter an email';
    } else if (email.length > 254 || !emailFormat.safeParse(email).success) {
      problems[`${field}.email`] = 'Enter a valid email address';
    }
  }
  const answers = checkAnswers(
    ticketQuestions(settings, typeId),
    attendee?.answers,
    `${field}.answers`,
    problems,
  );
  return {
    ...(settings.holderName !== 'off' && name !== '' ? { name } : {}),
    ...(settings.holderEmail !== 'off' && email !== '' ? { email } : {}),
    ...(answers ? { answers } : {}),
  };
}

/**
 * Checks what a buyer gave for an order whose tickets are of `ticketTypeIds` (one entry per
 * ticket) against the event's settings: the details to keep (trimmed, only what is asked),
 * or the problems by field. Nothing asked and nothing given: no details.
 */
export function checkAttendeeDetails(
  settings: AttendeeDetailsSettings,
  ticketTypeIds: readonly string[],
  input: { answers?: AnswersInput | undefined; attendees?: AttendeeInput[] | undefined },
  /** Checks this ticket's holder only, keeping the others' entries as given (a buyer's edit). */
  onlyAttendee?: number,
): { details: AttendeeDetails; problems?: undefined } | { problems: DetailsProblems } {
  const problems: DetailsProblems = {};
  const answers = checkAnswers(
    orderQuestions(settings, ticketTypeIds),
    input.answers,
    'answers',
    problems,
  );
  let attendees: AttendeeDetails['attendees'];
  if (asksPerTicket(settings, ticketTypeIds)) {
    if (input.attendees !== undefined && input.attendees.length !== ticketTypeIds.length) {
      problems.attendees = `Give the details of each of the ${ticketTypeIds.length} tickets`;
    }
    attendees = ticketTypeIds.map((typeId, index) =>
      onlyAttendee !== undefined && index !== onlyAttendee
        ? (input.attendees?.[index] ?? {})
        : checkAttendee(settings, typeId, input.attendees?.[index], index, problems),
    );
  } else if (input.attendees?.some((attendee) => Object.keys(attendee).length > 0)) {
    problems.attendees = 'This event asks nothing of each ticket’s holder';
  }
  if (Object.keys(problems).length > 0) return { problems };
  const anyAttendee = attendees?.some((attendee) => Object.keys(attendee).length > 0);
  return {
    details: {
      ...(answers ? { answers } : {}),
      ...(anyAttendee ? { attendees } : {}),
    },
  };
}

/** Each ticket's type, in the order the order's tickets are issued (items, quantity times). */
export const ticketTypeIdsOf = (items: ReadonlyArray<{ typeId: string; quantity: number }>) =>
  items.flatMap((item) => Array.from({ length: item.quantity }, () => item.typeId));
