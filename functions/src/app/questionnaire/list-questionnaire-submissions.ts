import {
  submissionsPageSize,
  type ListSubmissionsQuery,
  type ListSubmissionsResponse,
} from '../../contract/questionnaire';
import type { WhereClause } from '../../ports/doc-store';
import { collections } from '../../paths';
import { toQuestionnaireSubmission, type SubmissionRecord } from './questionnaire-records';
import type { UseCaseOptions } from '../common/use-case-options';

/**
 * Applications for administrators, newest first, a page at a time, filtered by status and
 * by the route's `info` tag (each combination has its composite index).
 */
export async function listQuestionnaireSubmissions({
  services: { docs },
  query: { status, info, before },
}: UseCaseOptions<'docs', { query: ListSubmissionsQuery }>): Promise<ListSubmissionsResponse> {
  const where: WhereClause[] = [];
  if (info !== undefined) where.push({ field: 'info', op: '==', value: info });
  if (status !== undefined) where.push({ field: 'status', op: '==', value: status });
  if (before !== undefined) where.push({ field: 'submittedAt', op: '<', value: before });
  const found = await docs.query<SubmissionRecord>({
    collection: collections.questionnaireSubmissions,
    where,
    orderBy: [{ field: 'submittedAt', direction: 'desc' }],
    // One more than a page says whether there is another.
    limit: submissionsPageSize + 1,
  });
  const page = found.slice(0, submissionsPageSize);
  return {
    submissions: page.map((doc) => toQuestionnaireSubmission(doc.id, doc.data)),
    ...(found.length > submissionsPageSize ? { nextBefore: page.at(-1)!.data.submittedAt } : {}),
  };
}
