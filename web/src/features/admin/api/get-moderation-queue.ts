import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { moderationQueueResponse, type AdminEventFilter } from '@contract/admin';
import { cursorPagesQueryOptions } from '@/lib/cursor-pages';

/** The key of every page of every filter: what a decision invalidates. */
export const moderationQueueKey = ['admin', 'events'] as const;

/** The events of one status (or all), newest first, a page at a time, with each filter's total. */
export const moderationQueueQueryOptions = (status: AdminEventFilter) =>
  cursorPagesQueryOptions({
    queryKey: [...moderationQueueKey, status],
    path: '/api/admin/events',
    params: { status },
    schema: moderationQueueResponse,
  });

/** Another filter's first page is loading: the labels keep the totals they had. */
export function useModerationQueue(status: AdminEventFilter) {
  return useInfiniteQuery({
    ...moderationQueueQueryOptions(status),
    placeholderData: keepPreviousData,
  });
}
