import { queryOptions } from '@tanstack/react-query';
import { eventWithTypes } from '@contract/events';
import { apiClient } from '@/lib/api-client';

/**
 * One event with its ticket types (administrators see drafts). The queue already carries the
 * types; a decision invalidates this key so other views of the event refetch.
 */
export const eventForReviewQueryOptions = (id: string) =>
  queryOptions({
    // The same key as the organiser's view of the event: one cache entry per event.
    queryKey: ['events', 'detail', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/events/${encodeURIComponent(id)}`, eventWithTypes, signal),
  });
