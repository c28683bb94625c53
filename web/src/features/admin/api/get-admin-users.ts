import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminUsersResponse } from '@contract/admin';
import { cursorPagesQueryOptions } from '@/lib/cursor-pages';

/** Every search of the user table: what a change to an account refreshes. */
export const adminUsersKey = ['admin', 'users'] as const;

/**
 * The user table a page at a time, newest first (the server's page size); `q` finds people
 * by the start of their email or name.
 */
export const adminUsersQueryOptions = (q = '') =>
  cursorPagesQueryOptions({
    queryKey: [...adminUsersKey, q],
    path: '/api/admin/users',
    params: q ? { q } : {},
    schema: adminUsersResponse,
  });

/** The table for the search `q`; another search keeps the last rows shown until it answers. */
export function useAdminUsers(q = '') {
  return useInfiniteQuery({ ...adminUsersQueryOptions(q), placeholderData: keepPreviousData });
}
