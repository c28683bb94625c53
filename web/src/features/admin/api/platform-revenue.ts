import { useQuery } from '@tanstack/react-query';
import { platformRevenueResponse } from '@contract/revenue';
import { apiClient } from '@/lib/api-client';

/** The platform's fees and VAT per month and currency, over the last `months` months. */
export function usePlatformRevenue(months = 12) {
  return useQuery({
    queryKey: ['admin', 'revenue', months],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admin/revenue?${new URLSearchParams({ months: String(months) }).toString()}`,
        platformRevenueResponse,
        signal,
      ),
  });
}
