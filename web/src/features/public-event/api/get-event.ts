import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEvent } from '@contract/public';
import { apiClient } from '@/lib/api-client';

export const publicEventQueryOptions = (id: string) =>
  queryOptions({
    // Not the owner's view (features/events): the public one, the same for everybody.
    queryKey: ['events', 'public', id],
    queryFn: ({ signal }) =>
      apiClient.request(`/api/events/${encodeURIComponent(id)}`, {
        schema: publicEvent,
        signal,
        anonymous: true,
      }),
  });

export function useEvent(id: string) {
  return useQuery(publicEventQueryOptions(id));
}
