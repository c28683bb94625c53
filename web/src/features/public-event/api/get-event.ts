import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEvent } from '@contract/events';
import { apiClient } from '@/lib/api-client';

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['events', 'detail', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/events/${encodeURIComponent(id)}`, publicEvent, signal),
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
