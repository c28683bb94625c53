import { queryOptions, useQuery } from '@tanstack/react-query';
import { myEventsResponse } from '@contract/events';
import { apiClient } from '@/lib/api-client';

export const myEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'mine'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/events/mine', myEventsResponse, signal)).events,
  });

export function useMyEvents() {
  return useQuery(myEventsQueryOptions());
}
