import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminUsersResponse } from '@contract/admin';
import { apiClient } from '@/lib/api-client';

/** The user table a page at a time, in Firebase Auth's order (the server's page size). */
export const adminUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'users'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get(
        pageParam
          ? `/api/admin/users?${new URLSearchParams({ after: pageParam }).toString()}`
          : '/api/admin/users',
        adminUsersResponse,
        signal,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAdminUsers() {
  return useInfiniteQuery(adminUsersQueryOptions());
}
