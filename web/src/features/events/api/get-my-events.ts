import { useInfiniteQuery } from '@tanstack/react-query';
import { myEventsResponse } from '@contract/my-events';
import { useChosenOrganisationId } from '@/features/team/api/chosen-organisation';
import { cursorPagesQueryOptions } from '@/lib/cursor-pages';

/** What every list of the person's events is kept under: refreshing it refreshes them all. */
export const myEventsKey = ['events', 'mine'] as const;

/**
 * The events of the organisation chosen in the shell (unset: the server's default), newest
 * first, a page at a time (the server's page size).
 */
export const myEventsQueryOptions = (orgId: string | undefined) =>
  cursorPagesQueryOptions({
    queryKey: [...myEventsKey, orgId ?? 'default'],
    path: '/api/events/mine',
    params: orgId ? { orgId } : {},
    schema: myEventsResponse,
  });

export function useMyEvents() {
  return useInfiniteQuery(myEventsQueryOptions(useChosenOrganisationId()));
}
