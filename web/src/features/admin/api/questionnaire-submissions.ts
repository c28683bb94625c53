import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  adminUserQuestionnaireResponse,
  listSubmissionsResponse,
  questionnaireConfig,
  questionnaireSubmission,
  type QuestionLabels,
  type SubmissionStatus,
} from '@contract/questionnaire';
import { questionLabelsQueryOptions } from '@/features/questionnaire/api/get-question-labels';
import { apiClient } from '@/lib/api-client';

export type SubmissionFilters = { status?: SubmissionStatus; info?: string };

const base = '/api/admin/questionnaire';
const submissionsKey = ['admin', 'questionnaire', 'submissions'] as const;

export const submissionsQueryOptions = (filters: SubmissionFilters) =>
  infiniteQueryOptions({
    queryKey: [...submissionsKey, filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (filters.status) query.set('status', filters.status);
      if (filters.info) query.set('info', filters.info);
      if (pageParam) query.set('before', pageParam);
      return apiClient.get(
        `${base}/submissions?${query.toString()}`,
        listSubmissionsResponse,
        signal,
      );
    },
    getNextPageParam: (page) => page.nextBefore,
  });

/** Applications, newest first, a page at a time. */
export function useSubmissions(filters: SubmissionFilters) {
  return useInfiniteQuery(submissionsQueryOptions(filters));
}

/** After a change every list (any filter) and the users' details are read again. */
function useInvalidateApplications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: submissionsKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    ]);
}

export function useMarkReviewed() {
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: (submissionId: string) =>
      apiClient.post(
        `${base}/submissions/${encodeURIComponent(submissionId)}/reviewed`,
        undefined,
        questionnaireSubmission,
      ),
    onSuccess: invalidate,
  });
}

export function useRespondToSubmission() {
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: ({ submissionId, message }: { submissionId: string; message: string }) =>
      apiClient.post(
        `${base}/submissions/${encodeURIComponent(submissionId)}/response`,
        { message },
        questionnaireSubmission,
      ),
    onSuccess: invalidate,
  });
}

export function useSaveQuestionLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (labels: QuestionLabels) =>
      apiClient.put(`${base}/config`, { labels }, questionnaireConfig),
    onSuccess: ({ labels }) =>
      queryClient.setQueryData(questionLabelsQueryOptions().queryKey, labels),
  });
}

export const userQuestionnaireQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['admin', 'users', uid, 'questionnaire'],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admin/users/${encodeURIComponent(uid)}/questionnaire`,
        adminUserQuestionnaireResponse,
        signal,
      ),
  });

/** The details dialog's real answers of one user. */
export function useUserQuestionnaire(uid: string | undefined) {
  return useQuery({ ...userQuestionnaireQueryOptions(uid ?? ''), enabled: uid !== undefined });
}
