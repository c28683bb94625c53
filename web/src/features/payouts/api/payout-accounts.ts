import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  payoutAccountsResponse,
  payoutBanksResponse,
  resolvePayoutAccountResponse,
  setPayoutAccountResponse,
  type PayoutCurrency,
  type ResolvePayoutAccountRequest,
  type SetPayoutAccountRequest,
} from '@contract/payout-accounts';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const payoutAccountsKey = ['me', 'payout-accounts'] as const;

export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: payoutAccountsKey,
    queryFn: ({ signal }) => apiClient.get('/api/payout-account', payoutAccountsResponse, signal),
  });

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQueryOptions());
}

/** The banks payouts in `currency` can go to. */
export function usePayoutBanks(currency: PayoutCurrency) {
  return useQuery({
    queryKey: ['payout-banks', currency],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/payout-banks?${new URLSearchParams({ currency }).toString()}`,
        payoutBanksResponse,
        signal,
      ),
    // The server keeps the list for minutes too: it rarely changes.
    staleTime: 10 * 60 * 1000,
  });
}

export function resolvePayoutAccount(request: ResolvePayoutAccountRequest) {
  return apiClient.post('/api/payout-account/resolve', request, resolvePayoutAccountResponse);
}

export function setPayoutAccount(request: SetPayoutAccountRequest) {
  return apiClient.put('/api/payout-account', request, setPayoutAccountResponse);
}

export function useSetPayoutAccount() {
  return useRefreshingMutation(setPayoutAccount, payoutAccountsKey);
}
