import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { moderationQueueResponse, type AdminEventFilter } from '@contract/admin';
import { apiClient } from '@/lib/api-client';

/** The key of every page of every filter: what a decision invalidates. */
export const moderationQueueKey = ['admin', 'events'] as const;

/** The events of one status (or all), newest first, a page at a time, with each filter's total. */
export const moderationQueueQueryOptions = (status: AdminEventFilter) =>
  infiniteQueryOptions({
    queryKey: [...moderationQueueKey, status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get(
        `/api/admin/events?${new URLSearchParams({
          status,
          ...(pageParam ? { after: pageParam } : {}),
        }).toString()}`,
        moderationQueueResponse,
        signal,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

/** Another filter's first page is loading: the labels keep the totals they had. */
export function useModerationQueue(status: AdminEventFilter) {
  return useInfiniteQuery({
    ...moderationQueueQueryOptions(status),
    placeholderData: keepPreviousData,
  });
}
