import {
  submitQuestionnaireResponse,
  type SubmitQuestionnaireRequest,
} from '@contract/questionnaire';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

/** Sends the application; a signed-in user's is tied to their account (the token says whose). */
export function useSubmitQuestionnaire() {
  return useRefreshingMutation(
    (request: SubmitQuestionnaireRequest) =>
      apiClient.post('/api/questionnaire/submissions', request, submitQuestionnaireResponse),
    ['me'],
  );
}
