import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalRequest } from '@contract/events';
import { eventSummary } from '@contract/event-summary';
import { apiClient } from '@/lib/api-client';
import { eventForReviewQueryOptions } from './get-event-for-review';
import { moderationQueueKey } from './get-moderation-queue';

type Decision = { eventId: string; decision: ApprovalRequest };

export function decideApproval({ eventId, decision }: Decision) {
  return apiClient.post(
    `/api/admin/events/${encodeURIComponent(eventId)}/approval`,
    decision,
    eventSummary,
  );
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSuccess: (_event, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueueKey }),
        queryClient.invalidateQueries({ queryKey: eventForReviewQueryOptions(eventId).queryKey }),
      ]),
  });
}
