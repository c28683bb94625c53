import { useInfiniteQuery } from '@tanstack/react-query';
import { payablesResponse } from '@contract/payouts';
import { cursorPagesQueryOptions } from '@/lib/cursor-pages';

/** The key of every page of the payables: what an approval or a hold invalidates. */
export const payablesKey = ['admin', 'payables'] as const;

/** Balances of events that are over, the latest first, a page of events at a time. */
export const payablesQueryOptions = () =>
  cursorPagesQueryOptions({
    queryKey: payablesKey,
    path: '/api/admin/payables',
    schema: payablesResponse,
  });

export function usePayables() {
  return useInfiniteQuery(payablesQueryOptions());
}
