import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { payoutsResponse, type payoutStatuses } from '@contract/payouts';
import { cursorPagesQueryOptions } from '@/lib/cursor-pages';

export type TransferFilter = (typeof payoutStatuses)[number] | 'all';

/** The key of every page of every filter: what an approval invalidates. */
export const adminPayoutsKey = ['admin', 'payouts'] as const;

/** Every payout of one status (or all), newest first, a page at a time. */
export const adminPayoutsQueryOptions = (status: TransferFilter) =>
  cursorPagesQueryOptions({
    queryKey: [...adminPayoutsKey, status],
    path: '/api/admin/payouts',
    params: status !== 'all' ? { status } : {},
    schema: payoutsResponse,
  });

/** Another filter's first page is loading: the previous list stays until it comes. */
export function useAdminPayouts(status: TransferFilter) {
  return useInfiniteQuery({
    ...adminPayoutsQueryOptions(status),
    placeholderData: keepPreviousData,
  });
}
