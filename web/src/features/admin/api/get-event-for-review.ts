import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventWithTypes } from '@contract/events';
import { apiClient } from '@/lib/api-client';

/** One event with its ticket types, as its buyers would see it (administrators see drafts). */
export const eventForReviewQueryOptions = (id: string) =>
  queryOptions({
    // The same key as the organiser's view of the event: one cache entry per event.
    queryKey: ['events', 'detail', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/events/${encodeURIComponent(id)}`, eventWithTypes, signal),
  });

export function useEventForReview(id: string) {
  return useQuery(eventForReviewQueryOptions(id));
}
