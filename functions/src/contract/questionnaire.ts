import { z } from 'zod';
import { docIdSchema } from './ids';
import { text } from './text';
import { genders } from './users';

/**
 * The intake questionnaire (`/qn/{info}`): an application to organise events with us.
 * Every answer has a size limit, so no submission can grow without bound.
 */
export const questionnaireLimits = {
  info: 100,
  firstName: 60,
  email: 254,
  country: 60,
  answer: 500,
  message: 2000,
  label: 120,
  response: 5000,
} as const;

export const questionCount = 5;

/** What the five questions ask until an administrator changes them (`config/v1`). */
export const defaultQuestionLabels = [
  'Phone number',
  'Organisation or company',
  'What kind of events do you run?',
  'How many people usually come to your events?',
  'How did you hear about us?',
] as const;

const label = text({
  min: 1,
  minMessage: 'A question needs a label',
  max: questionnaireLimits.label,
});
export const questionLabels = z.tuple([label, label, label, label, label]);
export type QuestionLabels = z.infer<typeof questionLabels>;

/** GET /api/questionnaire/config (public) and PUT /api/admin/questionnaire/config. */
export const questionnaireConfig = z.object({ labels: questionLabels });
export type QuestionnaireConfig = z.infer<typeof questionnaireConfig>;

/** The route's `info`: a campaign or invite tag, kept with the submission. */
export const questionnaireInfo = text({
  min: 1,
  minMessage: 'The link has no tag',
  max: questionnaireLimits.info,
  maxMessage: `The link's tag is longer than ${questionnaireLimits.info} characters`,
});

export const questionnaireSteps = ['gender', 'second', 'done'] as const;
export type QuestionnaireStep = (typeof questionnaireSteps)[number];

const answer = text({
  min: 1,
  minMessage: 'Please answer this question',
  max: questionnaireLimits.answer,
  multiline: true,
});

/** Everything the visitor answers, checked the same way in the form and on the server. */
export const questionnaireAnswers = z.object({
  gender: z.enum(genders, { message: 'Choose Male or Female' }),
  firstName: text({
    min: 1,
    minMessage: 'Your first name is required',
    max: questionnaireLimits.firstName,
  }),
  email: z
    .string({ message: 'Your email is required' })
    .trim()
    .min(1, 'Your email is required')
    .max(questionnaireLimits.email, `At most ${questionnaireLimits.email} characters`)
    .pipe(z.email('Enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  country: text({
    min: 1,
    minMessage: 'Your country is required',
    max: questionnaireLimits.country,
  }),
  answers: z.tuple([answer, answer, answer, answer, answer], {
    message: 'Answer the five questions',
  }),
  message: text({ max: questionnaireLimits.message, multiline: true }).default(''),
});
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswers>;

/** POST /api/questionnaire/submissions. */
export const submitQuestionnaireRequest = questionnaireAnswers.extend({
  info: questionnaireInfo,
  /**
   * The honeypot: a field people never see (hidden from sight, keyboard and screen readers)
   * and bots fill in. A filled one is answered like a success and stored nowhere.
   */
  website: z.string().max(500, 'At most 500 characters').optional(),
});
export type SubmitQuestionnaireRequest = z.input<typeof submitQuestionnaireRequest>;

export const submitQuestionnaireResponse = z.object({ id: z.string(), submittedAt: z.string() });
export type SubmitQuestionnaireResponse = z.infer<typeof submitQuestionnaireResponse>;

/**
 * A signed-in user's answers so far, saved as they go: every field may still be empty, and
 * the same size limits hold.
 */
export const questionnaireDraft = z.object({
  step: z.enum(['gender', 'second'], { message: 'Not a step' }),
  info: questionnaireInfo.optional(),
  gender: z.enum(genders, { message: 'Choose Male or Female' }).optional(),
  firstName: text({ max: questionnaireLimits.firstName }).optional(),
  email: text({ max: questionnaireLimits.email }).optional(),
  country: text({ max: questionnaireLimits.country }).optional(),
  answers: z
    .array(text({ max: questionnaireLimits.answer, multiline: true }))
    .max(questionCount, `At most ${questionCount} answers`)
    .optional(),
  message: text({ max: questionnaireLimits.message, multiline: true }).optional(),
});
export type QuestionnaireDraft = z.infer<typeof questionnaireDraft>;

export const submissionStatuses = ['new', 'reviewed', 'responded'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** A question as it was asked (labels may change later) and what was answered. */
export const answeredQuestion = z.object({ label: z.string(), answer: z.string() });

/** GET /api/me/questionnaire: the signed-in user's own progress, answers and submission. */
export const myQuestionnaireResponse = z.object({
  started: z.boolean(),
  /** 0 to 100. */
  progress: z.number().min(0).max(100),
  draft: questionnaireDraft.extend({ updatedAt: z.string().optional() }).optional(),
  submission: z
    .object({
      id: z.string(),
      status: z.enum(submissionStatuses),
      submittedAt: z.string(),
      info: z.string(),
      questions: z.array(answeredQuestion),
    })
    .optional(),
});
export type MyQuestionnaireResponse = z.infer<typeof myQuestionnaireResponse>;

export const submissionId = docIdSchema('a submission id', { max: 140 });
export const submissionPathParams = z.object({ submissionId });

/** What administrators see of one submission. */
export const questionnaireSubmission = z.object({
  id: z.string(),
  info: z.string(),
  status: z.enum(submissionStatuses),
  submittedAt: z.string(),
  gender: z.enum(genders),
  firstName: z.string(),
  email: z.string(),
  country: z.string(),
  questions: z.array(answeredQuestion),
  message: z.string(),
  /** Set when a signed-in user sent it. */
  uid: z.string().optional(),
  reviewedAt: z.string().optional(),
  respondedAt: z.string().optional(),
  /** The last email an administrator sent in reply. */
  response: z.string().optional(),
});
export type QuestionnaireSubmission = z.infer<typeof questionnaireSubmission>;

/** GET /api/admin/questionnaire/submissions?status=&info=&before= */
export const listSubmissionsQuery = z.object({
  status: z.enum(submissionStatuses, { message: 'Not a status' }).optional(),
  info: questionnaireInfo.optional(),
  /** Older than this `submittedAt`: the next page. */
  before: z.iso.datetime({ message: 'Not a date and time' }).optional(),
});
export type ListSubmissionsQuery = z.infer<typeof listSubmissionsQuery>;

export const submissionsPageSize = 25;

export const listSubmissionsResponse = z.object({
  submissions: z.array(questionnaireSubmission),
  /** Pass as `before` for the next page; absent on the last one. */
  nextBefore: z.string().optional(),
});
export type ListSubmissionsResponse = z.infer<typeof listSubmissionsResponse>;

/** POST /api/admin/questionnaire/submissions/:submissionId/response */
export const respondToSubmissionRequest = z.object({
  message: text({
    min: 1,
    minMessage: 'Write your reply',
    max: questionnaireLimits.response,
    multiline: true,
  }),
});
export type RespondToSubmissionRequest = z.infer<typeof respondToSubmissionRequest>;

/** GET /api/admin/users/:uid/questionnaire: the details dialog's real answers. */
export const adminUserQuestionnaireResponse = z.object({
  started: z.boolean(),
  progress: z.number().min(0).max(100),
  questions: z.array(answeredQuestion),
  submission: z
    .object({ id: z.string(), status: z.enum(submissionStatuses), submittedAt: z.string() })
    .optional(),
});
export type AdminUserQuestionnaireResponse = z.infer<typeof adminUserQuestionnaireResponse>;
