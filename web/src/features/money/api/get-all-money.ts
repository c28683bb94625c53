import { useQuery } from '@tanstack/react-query';
import { allMoneyResponse } from '@contract/all-money';
import { useChosenOrganisationId } from '@/features/team/api/chosen-organisation';
import { apiClient } from '@/lib/api-client';

// Under 'events', as the events' own keys are: what refreshes every event refreshes this too.
export const allMoneyKey = ['events', 'money'] as const;

/**
 * The money of the organisation chosen in the shell across its events, refreshed while open
 * as sales keep moving it.
 */
export function useAllMoney({ enabled = true }: { enabled?: boolean } = {}) {
  const orgId = useChosenOrganisationId();
  return useQuery({
    enabled,
    queryKey: [...allMoneyKey, orgId ?? 'default'],
    queryFn: ({ signal }) =>
      apiClient.get(
        orgId ? `/api/money?${new URLSearchParams({ orgId }).toString()}` : '/api/money',
        allMoneyResponse,
        signal,
      ),
    refetchInterval: 60_000,
  });
}
