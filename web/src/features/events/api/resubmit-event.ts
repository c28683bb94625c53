import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSummary } from '@contract/event-summary';
import { apiClient } from '@/lib/api-client';
import { eventQueryOptions } from './get-event';
import { myEventsKey } from './get-my-events';

/** A rejected event goes back to the review queue (pending). */
export function resubmitEvent(id: string) {
  return apiClient.post(`/api/events/${encodeURIComponent(id)}/resubmit`, undefined, eventSummary);
}

export function useResubmitEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitEvent,
    onSuccess: (event) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryOptions(event.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: myEventsKey }),
      ]),
  });
}
