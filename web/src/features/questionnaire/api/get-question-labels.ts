import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionnaireConfig } from '@contract/questionnaire';
import { apiClient } from '@/lib/api-client';

/** The five questions' labels (`config/v1`), public; administrators edit them. */
export const questionLabelsQueryOptions = () =>
  queryOptions({
    queryKey: ['questionnaire', 'config'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/questionnaire/config', questionnaireConfig, signal)).labels,
    staleTime: 5 * 60 * 1000,
  });

export function useQuestionLabels() {
  return useQuery(questionLabelsQueryOptions());
}
