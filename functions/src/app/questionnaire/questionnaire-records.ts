import type { Gender } from '../../contract/users';
import type {
  QuestionnaireDraft,
  QuestionnaireSubmission,
  SubmissionStatus,
} from '../../contract/questionnaire';
import type { DocData } from '../../ports/doc-store';
import { setFields } from '../common/set-fields';

/** A question as it was asked when the answer was given, and the answer. */
export type AnsweredQuestionRecord = { label: string; answer: string };

/** `questionnaireSubmissions/{id}`: one application, as sent. */
export type SubmissionRecord = DocData & {
  info: string;
  status: SubmissionStatus;
  /** When it was (last) sent: the list's order. */
  submittedAt: string;
  createdAt: string;
  gender: Gender;
  firstName: string;
  email: string;
  country: string;
  questions: AnsweredQuestionRecord[];
  message: string;
  uid?: string;
  reviewedAt?: string;
  reviewedBy?: string;
  respondedAt?: string;
  respondedBy?: string;
  response?: string;
};

/** `users/{uid}.questionnaire`: a signed-in user's answers so far. */
export type UserQuestionnaireRecord = DocData &
  Omit<QuestionnaireDraft, 'step'> & {
    step: QuestionnaireDraft['step'] | 'done';
    updatedAt: string;
    submittedAt?: string;
    submissionId?: string;
  };

/** An account's application has one submission, updated when it is sent again. */
export const accountSubmissionId = (uid: string) => `u-${uid}`;

export function toQuestionnaireSubmission(
  id: string,
  record: SubmissionRecord,
): QuestionnaireSubmission {
  return {
    id,
    info: record.info,
    status: record.status,
    submittedAt: record.submittedAt,
    gender: record.gender,
    firstName: record.firstName,
    email: record.email,
    country: record.country,
    questions: record.questions,
    message: record.message,
    ...setFields(record, ['uid', 'reviewedAt', 'respondedAt', 'response']),
  };
}

/** Pairs the five answers with the labels they were given under. */
export function pairQuestions(
  labels: readonly string[],
  answers: readonly string[] | undefined,
): AnsweredQuestionRecord[] {
  return labels.map((label, index) => ({ label, answer: answers?.[index] ?? '' }));
}
