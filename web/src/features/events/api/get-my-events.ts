import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { myEventsResponse } from '@contract/events';
import { apiClient } from '@/lib/api-client';

/** The organiser's events, newest first, a page at a time (the server's page size). */
export const myEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['events', 'mine'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get(
        pageParam
          ? `/api/events/mine?${new URLSearchParams({ after: pageParam }).toString()}`
          : '/api/events/mine',
        myEventsResponse,
        signal,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

export function useMyEvents() {
  return useInfiniteQuery(myEventsQueryOptions());
}
