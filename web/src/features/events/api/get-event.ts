import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventWithTypes } from '@contract/events';
import { apiClient } from '@/lib/api-client';

/**
 * The organisation's (or an administrator's) view: drafts, pending and rejected events
 * included; 404 for anyone else, never the buyers' view.
 */
export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['events', 'detail', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/events/${encodeURIComponent(id)}?as=organiser`, eventWithTypes, signal),
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
