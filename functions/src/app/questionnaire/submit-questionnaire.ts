import type { z } from 'zod';
import type {
  submitQuestionnaireRequest,
  SubmitQuestionnaireResponse,
} from '../../contract/questionnaire';
import { paths } from '../../paths';
import { readQuestionLabels } from './questionnaire-config';
import {
  accountSubmissionId,
  pairQuestions,
  type SubmissionRecord,
  type UserQuestionnaireRecord,
} from './questionnaire-records';
import type { Services } from '../common/services';
import { newUserRecord, userKeywords, type UserRecord } from '../accounts/user-records';

type SubmitOptions = {
  services: Pick<Services, 'docs' | 'clock'>;
  request: z.output<typeof submitQuestionnaireRequest>;
  /** The signed-in user who sent it (not an anonymous session): tied to their account. */
  account?: { uid: string; email: string };
};

/**
 * Stores an application, tagged with the route's `info`. A visitor's is a new submission
 * each time; an account's is its one submission, sent again, and it fills the profile:
 * the country always (the profile says it is taken from the application), first name and
 * gender when the profile has none yet. A filled honeypot is answered like a success and
 * stores nothing.
 */
export async function submitQuestionnaire({
  services,
  request,
  account,
}: SubmitOptions): Promise<SubmitQuestionnaireResponse> {
  const { docs, clock } = services;
  const submittedAt = clock.now().toISOString();
  const { website, info, answers, ...fields } = request;
  if (website !== undefined && website.trim() !== '') {
    return { id: docs.newId(), submittedAt };
  }
  const labels = await readQuestionLabels({ services });
  const submission: SubmissionRecord = {
    ...fields,
    info,
    status: 'new',
    submittedAt,
    createdAt: submittedAt,
    questions: pairQuestions(labels, answers),
  };
  if (!account) {
    const id = docs.newId();
    await docs.create(paths.questionnaireSubmission(id), submission);
    return { id, submittedAt };
  }

  const id = accountSubmissionId(account.uid);
  const submissionPath = paths.questionnaireSubmission(id);
  const userPath = paths.user(account.uid);
  await docs.runTransaction(async (tx) => {
    const [previous, user] = await tx.getAll<SubmissionRecord | UserRecord>([
      submissionPath,
      userPath,
    ]);
    const createdAt = (previous!.data as SubmissionRecord | undefined)?.createdAt ?? submittedAt;
    tx.set(submissionPath, { ...submission, createdAt, uid: account.uid });
    const profile =
      (user!.data as UserRecord | undefined) ?? newUserRecord(account.email, submittedAt);
    const questionnaire: UserQuestionnaireRecord = {
      ...fields,
      info,
      answers: [...answers],
      step: 'done',
      updatedAt: submittedAt,
      submittedAt,
      submissionId: id,
    };
    const firstName = profile.firstName ?? fields.firstName;
    tx.set(userPath, {
      ...profile,
      firstName,
      keywords: userKeywords({ ...profile, firstName }),
      gender: profile.gender ?? fields.gender,
      country: fields.country,
      started: true,
      questionnaireProgress: 100,
      questionnaire,
      updatedAt: submittedAt,
    });
  });
  return { id, submittedAt };
}
