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
import { useChosenOrganisationId } from '@/features/team/api/chosen-organisation';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const payoutAccountsKey = ['me', 'payout-accounts'] as const;

/** The payout accounts of `orgId` (unset: the person's own organisation). */
export const payoutAccountsQueryOptions = (orgId: string | undefined) =>
  queryOptions({
    queryKey: [...payoutAccountsKey, orgId ?? 'default'],
    queryFn: ({ signal }) =>
      apiClient.get(
        orgId
          ? `/api/payout-account?${new URLSearchParams({ orgId }).toString()}`
          : '/api/payout-account',
        payoutAccountsResponse,
        signal,
      ),
    retry: false,
  });

/** The payout accounts of `orgId` (unset: the person's own organisation). */
export function usePayoutAccountsOf(
  orgId: string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...payoutAccountsQueryOptions(orgId), enabled });
}

/** The payout accounts of the organisation chosen in the shell. */
export function usePayoutAccounts(options: { enabled?: boolean } = {}) {
  return usePayoutAccountsOf(useChosenOrganisationId(), options);
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

/** Sets an account of the organisation chosen in the shell. */
export function useSetPayoutAccount() {
  const orgId = useChosenOrganisationId();
  return useRefreshingMutation(
    (request: SetPayoutAccountRequest) =>
      setPayoutAccount({ ...request, ...(orgId ? { orgId } : {}) }),
    payoutAccountsKey,
  );
}
