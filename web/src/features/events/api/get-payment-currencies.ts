import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigResponse } from '@contract/config';
import { apiClient } from '@/lib/api-client';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiClient.get('/api/config', publicConfigResponse, signal),
    // Changed only by a deploy.
    staleTime: 60 * 60 * 1000,
  });

/**
 * The currencies the server lets paid ticket types be priced in (what the payment gateway
 * charges); undefined until the server has said.
 */
export function usePaymentCurrencies() {
  return useQuery(publicConfigQueryOptions()).data?.paymentCurrencies;
}
