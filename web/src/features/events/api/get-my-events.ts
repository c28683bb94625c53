import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { myEventsResponse } from '@contract/events';
import { useChosenOrganisationId } from '@/features/team/api/current-organisation';
import { apiClient } from '@/lib/api-client';

/** What every list of the person's events is kept under: refreshing it refreshes them all. */
export const myEventsKey = ['events', 'mine'] as const;

/**
 * The events of the organisation chosen in the shell (unset: the server's default), newest
 * first, a page at a time (the server's page size).
 */
export const myEventsQueryOptions = (orgId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: [...myEventsKey, orgId ?? 'default'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        ...(orgId ? { orgId } : {}),
        ...(pageParam ? { after: pageParam } : {}),
      }).toString();
      return apiClient.get(
        query ? `/api/events/mine?${query}` : '/api/events/mine',
        myEventsResponse,
        signal,
      );
    },
    getNextPageParam: (page) => page.nextCursor,
  });

export function useMyEvents() {
  return useInfiniteQuery(myEventsQueryOptions(useChosenOrganisationId()));
}
