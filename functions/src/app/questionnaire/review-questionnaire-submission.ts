import { createHash } from 'node:crypto';
import type { QuestionnaireSubmission } from '../../contract/questionnaire';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import { toQuestionnaireSubmission, type SubmissionRecord } from './questionnaire-records';
import type { Services } from '../common/services';

type ReviewOptions = {
  services: Pick<Services, 'docs' | 'clock'>;
  submissionId: string;
  adminUid: string;
};

/** An administrator has read an application: new becomes reviewed (a responded one stays). */
export async function markSubmissionReviewed({
  services: { docs, clock },
  submissionId,
  adminUid,
}: ReviewOptions): Promise<QuestionnaireSubmission> {
  const path = paths.questionnaireSubmission(submissionId);
  return docs.runTransaction(async (tx) => {
    const current = (await tx.get<SubmissionRecord>(path)).data;
    if (!current) throw notFound('Submission');
    if (current.status !== 'new') return toQuestionnaireSubmission(submissionId, current);
    const reviewed = {
      status: 'reviewed' as const,
      reviewedAt: clock.now().toISOString(),
      reviewedBy: adminUid,
    };
    tx.update(path, reviewed);
    return toQuestionnaireSubmission(submissionId, { ...current, ...reviewed });
  });
}

/**
 * An administrator answers an application by email (through the Mailer), and it is marked
 * responded. The email goes first and is named by the submission and the reply's text, so a
 * retry after a failure between sending and recording never mails the same reply twice.
 */
export async function respondToSubmission({
  services: { docs, clock, mailer },
  submissionId,
  adminUid,
  message,
}: ReviewOptions & {
  services: Pick<Services, 'mailer'>;
  message: string;
}): Promise<QuestionnaireSubmission> {
  const path = paths.questionnaireSubmission(submissionId);
  const submission = (await docs.get<SubmissionRecord>(path)).data;
  if (!submission) throw notFound('Submission');
  const replyHash = createHash('sha256').update(message).digest('hex').slice(0, 16);
  await mailer.send({
    to: submission.email,
    subject: 'About your application to organise events with us',
    text: [`Hello ${submission.firstName},`, '', message, '', 'Kind regards,', 'The team'].join(
      '\n',
    ),
    idempotencyKey: `questionnaire-reply_${submissionId}_${replyHash}`,
  });
  return docs.runTransaction(async (tx) => {
    const current = (await tx.get<SubmissionRecord>(path)).data;
    if (!current) throw notFound('Submission');
    const now = clock.now().toISOString();
    const responded = {
      status: 'responded' as const,
      respondedAt: now,
      respondedBy: adminUid,
      response: message,
      reviewedAt: current.reviewedAt ?? now,
      reviewedBy: current.reviewedBy ?? adminUid,
    };
    tx.update(path, responded);
    return toQuestionnaireSubmission(submissionId, { ...current, ...responded });
  });
}
