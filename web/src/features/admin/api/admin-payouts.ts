import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { payoutsResponse, type payoutStatuses } from '@contract/payouts';
import { apiClient } from '@/lib/api-client';

export type TransferFilter = (typeof payoutStatuses)[number] | 'all';

/** The key of every page of every filter: what an approval invalidates. */
export const adminPayoutsKey = ['admin', 'payouts'] as const;

/** Every payout of one status (or all), newest first, a page at a time. */
export const adminPayoutsQueryOptions = (status: TransferFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminPayoutsKey, status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        ...(status !== 'all' ? { status } : {}),
        ...(pageParam ? { after: pageParam } : {}),
      }).toString();
      return apiClient.get(
        query ? `/api/admin/payouts?${query}` : '/api/admin/payouts',
        payoutsResponse,
        signal,
      );
    },
    getNextPageParam: (page) => page.nextCursor,
  });

/** Another filter's first page is loading: the previous list stays until it comes. */
export function useAdminPayouts(status: TransferFilter) {
  return useInfiniteQuery({
    ...adminPayoutsQueryOptions(status),
    placeholderData: keepPreviousData,
  });
}
