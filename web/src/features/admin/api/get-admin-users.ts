import { useInfiniteQuery } from '@tanstack/react-query';
import { adminUsersResponse } from '@contract/admin';
import { cursorPagesQueryOptions } from './cursor-pages';

/** The user table a page at a time, in Firebase Auth's order (the server's page size). */
export const adminUsersQueryOptions = () =>
  cursorPagesQueryOptions({
    queryKey: ['admin', 'users'],
    path: '/api/admin/users',
    schema: adminUsersResponse,
  });

export function useAdminUsers() {
  return useInfiniteQuery(adminUsersQueryOptions());
}
