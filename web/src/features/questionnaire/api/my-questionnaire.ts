import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myQuestionnaireResponse, type QuestionnaireDraft } from '@contract/questionnaire';
import { apiClient } from '@/lib/api-client';

export const myQuestionnaireQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['me', 'questionnaire', uid],
    queryFn: ({ signal }) =>
      apiClient.get('/api/me/questionnaire', myQuestionnaireResponse, signal),
  });

/** The signed-in user's own application: progress, answers so far and what they sent. */
export function useMyQuestionnaire(uid: string | undefined) {
  return useQuery({ ...myQuestionnaireQueryOptions(uid ?? ''), enabled: uid !== undefined });
}

/** Saves the answers so far; the answer becomes the cached progress. */
export function useSaveQuestionnaireDraft(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: QuestionnaireDraft) =>
      apiClient.put('/api/me/questionnaire', draft, myQuestionnaireResponse),
    onSuccess: (saved) =>
      queryClient.setQueryData(myQuestionnaireQueryOptions(uid).queryKey, saved),
  });
}
