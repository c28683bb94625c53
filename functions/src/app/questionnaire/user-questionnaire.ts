import type {
  AdminUserQuestionnaireResponse,
  MyQuestionnaireResponse,
  QuestionnaireDraft,
} from '../../contract/questionnaire';
import { questionnaireProgress } from '../../domain/questionnaire-progress';
import type { DocSnapshot, Transaction } from '../../ports/doc-store';
import { paths } from '../../paths';
import { readQuestionLabels } from './questionnaire-config';
import {
  pairQuestions,
  type SubmissionRecord,
  type UserQuestionnaireRecord,
} from './questionnaire-records';
import { withoutUndefined } from '../common/without-undefined';
import { newUserRecord, type UserRecord } from '../accounts/user-records';
import type { UseCaseOptions } from '../common/use-case-options';

type Reader = Pick<Transaction, 'get'>;

/** How far the user is: the user's own view and the administrators' both begin with it. */
const progressOf = (user: UserRecord | undefined) => ({
  started: user?.started === true,
  progress: Number(user?.questionnaireProgress ?? 0),
});

/** Which application the user sent last, and its state. */
const sentApplication = (id: string, sent: SubmissionRecord) => ({
  id,
  status: sent.status,
  submittedAt: sent.submittedAt,
});

function toMyQuestionnaire(
  user: UserRecord | undefined,
  submission: DocSnapshot<SubmissionRecord> | undefined,
): MyQuestionnaireResponse {
  const saved = user?.questionnaire;
  const sent = submission?.data;
  return {
    ...progressOf(user),
    ...(saved ? { draft: toDraft(saved) } : {}),
    ...(submission && sent
      ? {
          submission: {
            ...sentApplication(submission.id, sent),
            info: sent.info,
            questions: sent.questions,
          },
        }
      : {}),
  };
}

/** What the user typed, where to continue: a sent application opens at its last step. */
function toDraft(saved: UserQuestionnaireRecord): NonNullable<MyQuestionnaireResponse['draft']> {
  return withoutUndefined({
    step: saved.step === 'done' ? 'second' : saved.step,
    info: saved.info,
    gender: saved.gender,
    firstName: saved.firstName,
    email: saved.email,
    country: saved.country,
    answers: saved.answers,
    message: saved.message,
    updatedAt: saved.updatedAt,
  });
}

async function readSubmissionOf(reader: Reader, user: UserRecord | undefined) {
  const id = user?.questionnaire?.submissionId;
  return id ? reader.get<SubmissionRecord>(paths.questionnaireSubmission(id)) : undefined;
}

/** The signed-in user's own application: progress, answers so far and what they sent. */
export async function getMyQuestionnaire({
  services: { docs },
  uid,
}: UseCaseOptions<'docs', { uid: string }>): Promise<MyQuestionnaireResponse> {
  const user = (await docs.get<UserRecord>(paths.user(uid))).data;
  return toMyQuestionnaire(user, await readSubmissionOf(docs, user));
}

/**
 * Saves a signed-in user's answers as they go: opening the questionnaire sets `started`, and
 * every step saves what is typed, so they can leave and continue later. What they already
 * sent stays sent until they send again.
 */
export async function saveQuestionnaireDraft({
  services: { docs, clock },
  uid,
  email,
  draft,
}: UseCaseOptions<
  'docs' | 'clock',
  { uid: string; email: string; draft: QuestionnaireDraft }
>): Promise<MyQuestionnaireResponse> {
  const path = paths.user(uid);
  return docs.runTransaction(async (tx) => {
    const existing = (await tx.get<UserRecord>(path)).data;
    const submission = await readSubmissionOf(tx, existing);
    const now = clock.now().toISOString();
    const previous = existing?.questionnaire;
    const questionnaire: UserQuestionnaireRecord = {
      ...previous,
      ...draft,
      ...(draft.answers ? { answers: [...draft.answers] } : {}),
      updatedAt: now,
    };
    const isSubmitted = previous?.submittedAt !== undefined;
    const user: UserRecord = {
      ...(existing ?? newUserRecord(email, now)),
      started: true,
      questionnaireProgress: questionnaireProgress(questionnaire, isSubmitted),
      questionnaire,
      updatedAt: now,
    };
    tx.set(path, user);
    return toMyQuestionnaire(user, submission);
  });
}

/** What the administrators' details dialog shows of a user's application. */
export async function getUserQuestionnaire({
  services,
  uid,
}: UseCaseOptions<'docs', { uid: string }>): Promise<AdminUserQuestionnaireResponse> {
  const user = (await services.docs.get<UserRecord>(paths.user(uid))).data;
  const submission = await readSubmissionOf(services.docs, user);
  const saved = user?.questionnaire;
  const labels = submission?.data
    ? submission.data.questions.map((question) => question.label)
    : await readQuestionLabels({ services });
  const questions = saved
    ? [
        { label: 'Gender', answer: saved.gender ?? '' },
        { label: 'First name', answer: saved.firstName ?? '' },
        { label: 'Email', answer: saved.email ?? '' },
        { label: 'Country', answer: saved.country ?? '' },
        ...pairQuestions(labels, saved.answers),
        { label: 'Message', answer: saved.message ?? '' },
      ]
    : [];
  return {
    ...progressOf(user),
    questions,
    ...(submission?.data ? { submission: sentApplication(submission.id, submission.data) } : {}),
  };
}
