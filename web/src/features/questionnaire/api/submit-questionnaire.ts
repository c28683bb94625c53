import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  submitQuestionnaireResponse,
  type SubmitQuestionnaireRequest,
} from '@contract/questionnaire';
import { apiClient } from '@/lib/api-client';

/** Sends the application; a signed-in user's is tied to their account (the token says whose). */
export function useSubmitQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitQuestionnaireRequest) =>
      apiClient.post('/api/questionnaire/submissions', request, submitQuestionnaireResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
