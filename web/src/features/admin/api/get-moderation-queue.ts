import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationQueueResponse } from '@contract/admin';
import { apiClient } from '@/lib/api-client';

/** Every event, pending first (oldest waiting first), then the reviewed ones. */
export const moderationQueueQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'events'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/admin/events', moderationQueueResponse, signal)).events,
  });

export function useModerationQueue() {
  return useQuery(moderationQueueQueryOptions());
}
