import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { payablesResponse } from '@contract/payouts';
import { apiClient } from '@/lib/api-client';

/** The key of every page of the payables: what an approval or a hold invalidates. */
export const payablesKey = ['admin', 'payables'] as const;

/** Balances of events that are over, the latest first, a page of events at a time. */
export const payablesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: payablesKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get(
        pageParam
          ? `/api/admin/payables?${new URLSearchParams({ after: pageParam }).toString()}`
          : '/api/admin/payables',
        payablesResponse,
        signal,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

export function usePayables() {
  return useInfiniteQuery(payablesQueryOptions());
}
