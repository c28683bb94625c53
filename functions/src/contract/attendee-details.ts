import { z } from 'zod';
import { wholeNumber } from './form-fields';
import { docIdSchema, ticketTypeId } from './ids';
import { text } from './text';

/*
 * Attendee details (issue 24 part 3): what an organiser asks of each ticket's holder (a name,
 * an email) and their own questions, and the answers a buyer gives at checkout or edits
 * later from the ticket page. Answers are kept by question id, so a question edited or
 * removed after sales began loses none: a removed question is archived (still in the CSV).
 */

export const questionKinds = ['text', 'choice', 'yes_no'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** Longest text answer; longer is a 400 naming the question. */
export const maxAnswerLength = 500;
export const maxHolderNameLength = 100;
export const maxQuestions = 20;
export const maxChoiceOptions = 20;
/** What a yes/no question's answer is stored as. */
export const yesNoAnswers = ['yes', 'no'] as const;

/** A question's id: made by the editor when the question is added, never changed. */
export const questionId = docIdSchema('a question id', { max: 40 });

export const attendeeQuestion = z
  .object({
    id: questionId,
    label: text({ min: 1, max: 200, minMessage: 'Enter the question' }),
    kind: z.enum(questionKinds, { message: 'Kind is text, choice or yes_no' }),
    /** A choice question's options, in the order shown (2 to 20, each named once). */
    options: z
      .array(text({ min: 1, max: 100, minMessage: 'Enter the option' }))
      .max(maxChoiceOptions, `At most ${maxChoiceOptions} options`)
      .optional(),
    /** Asked once per order, or of each ticket's holder. */
    per: z.enum(['order', 'ticket'], { message: 'Per is order or ticket' }),
    required: z.boolean({ message: 'Must be true or false' }),
    /** The ticket types it is asked for; empty: all of them. */
    typeIds: z.array(ticketTypeId).max(50).default([]),
  })
  .superRefine((question, context) => {
    const options = question.options ?? [];
    if (question.kind === 'choice' && options.length < 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Give at least 2 options' });
    }
    if (question.kind !== 'choice' && options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Only choices have options' });
    }
    options.forEach((option, index) => {
      if (options.indexOf(option) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['options', index],
          message: 'This option is listed twice',
        });
      }
    });
  });
export type AttendeeQuestion = z.output<typeof attendeeQuestion>;

/** `PUT /api/events/{eventId}/attendeeDetails`: the organiser's settings, whole. */
export const attendeeDetailsSettings = z
  .object({
    holderName: z.enum(['off', 'required'], { message: 'Holder name is off or required' }),
    holderEmail: z.enum(['off', 'optional', 'required'], {
      message: 'Holder email is off, optional or required',
    }),
    questions: z.array(attendeeQuestion).max(maxQuestions, `At most ${maxQuestions} questions`),
    /** Buyers may edit their answers until this many hours before the event starts. */
    editCutoffHours: wholeNumber('Hours')
      .min(0, 'Hours is at least 0')
      .max(24 * 90, 'At most 90 days'),
  })
  .superRefine((settings, context) => {
    const ids = settings.questions.map((question) => question.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'id'],
          message: 'Two questions have this id',
        });
      }
    });
  });
export type AttendeeDetailsSettings = z.output<typeof attendeeDetailsSettings>;
export type AttendeeDetailsSettingsInput = z.input<typeof attendeeDetailsSettings>;

/** A question removed after it may have been answered: its answers stay, under its label. */
export const archivedQuestion = z.object({
  id: z.string(),
  label: z.string(),
  archivedAt: z.string(),
});
export type ArchivedQuestion = z.infer<typeof archivedQuestion>;

/** `GET` (and the `PUT`'s answer): the settings and the questions removed since. */
export const attendeeDetailsView = z.object({
  settings: z.object({
    holderName: z.enum(['off', 'required']),
    holderEmail: z.enum(['off', 'optional', 'required']),
    questions: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        kind: z.enum(questionKinds),
        options: z.array(z.string()).optional(),
        per: z.enum(['order', 'ticket']),
        required: z.boolean(),
        typeIds: z.array(z.string()),
      }),
    ),
    editCutoffHours: z.number().int(),
  }),
  archivedQuestions: z.array(archivedQuestion),
});
export type AttendeeDetailsView = z.infer<typeof attendeeDetailsView>;

/** Nothing asked: what an event without settings has. */
export const noAttendeeDetails: AttendeeDetailsSettings = {
  holderName: 'off',
  holderEmail: 'off',
  questions: [],
  editCutoffHours: 0,
};

// ---------------------------------------------------------------------------------------
// Answers, as the checkout and the edit route take them (checked by attendee-answers.ts)

/** Answers by question id; a yes/no answer is `yes` or `no`. Lengths are checked per question. */
export const answersInput = z.record(questionId, z.string().max(5_000, 'Too long'));
export type AnswersInput = z.infer<typeof answersInput>;

/** One ticket's holder, in the order of the order's tickets (its items, each quantity times). */
export const attendeeInput = z.object({
  name: z.string().max(1_000, 'Too long').optional(),
  email: z.string().max(1_000, 'Too long').optional(),
  answers: answersInput.optional(),
});
export type AttendeeInput = z.infer<typeof attendeeInput>;

/**
 * What beginTransaction (and the edit route) take beside the items: `answers` to the
 * questions asked per order, `attendees` one entry per ticket. A refusal names
 * `answers.{questionId}`, `attendees.{index}.name`, `attendees.{index}.email` or
 * `attendees.{index}.answers.{questionId}`.
 */
export const attendeeDetailsInput = {
  answers: answersInput.optional(),
  attendees: z.array(attendeeInput).max(100, 'At most 100 attendees').optional(),
};

/** The checked details as they are kept on the request, the order and (per ticket) the tickets. */
export type AttendeeDetails = {
  answers?: Record<string, string>;
  attendees?: Array<{ name?: string; email?: string; answers?: Record<string, string> }>;
};

/**
 * `PATCH /api/tickets/{code}/attendeeDetails`: the buyer edits one ticket's holder and the
 * order's answers. A refusal names `answers.{questionId}`, `attendee.name`, `attendee.email`
 * or `attendee.answers.{questionId}`.
 */
export const editAttendeeDetailsRequest = z.object({
  answers: answersInput.optional(),
  attendee: attendeeInput.optional(),
});
export type EditAttendeeDetailsRequest = z.input<typeof editAttendeeDetailsRequest>;

const answerMap = z.record(z.string(), z.string());

/** `GET /api/tickets/{code}/attendeeDetails`: what the ticket page shows and edits. */
export const ticketAttendeeDetails = z.object({
  code: z.string(),
  holderName: z.enum(['off', 'required']),
  holderEmail: z.enum(['off', 'optional', 'required']),
  /** The questions asked once per order, then those asked of this ticket's holder. */
  orderQuestions: attendeeDetailsView.shape.settings.shape.questions,
  ticketQuestions: attendeeDetailsView.shape.settings.shape.questions,
  answers: answerMap,
  attendee: z.object({
    name: z.string().optional(),
    email: z.string().optional(),
    answers: answerMap,
  }),
  /** Until when the buyer may edit; absent: no cut-off (the event has no start). */
  editableUntil: z.string().optional(),
  /** Why the buyer cannot edit now (the cut-off passed, the ticket was passed on), if so. */
  notEditable: z.string().optional(),
});
export type TicketAttendeeDetails = z.infer<typeof ticketAttendeeDetails>;
