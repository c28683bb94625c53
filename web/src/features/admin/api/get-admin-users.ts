import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersResponse } from '@contract/admin';
import { apiClient } from '@/lib/api-client';

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'users'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/admin/users', adminUsersResponse, signal)).users,
  });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
