import { useQuery } from '@tanstack/react-query';
import { allMoneyResponse } from '@contract/all-money';
import { useChosenOrganisationId } from '@/features/team/api/chosen-organisation';
import { apiClient } from '@/lib/api-client';

// Under 'events', as the events' own keys are: what refreshes every event refreshes this too.
export const allMoneyKey = ['events', 'money'] as const;

/**
 * The money of the organisation chosen in the shell across its events, refreshed while open
 * as sales keep moving it. `asksForSecondStep: false` (the home page's summary): where the
 * organisation wants the two-step code first, the query fails quietly instead of asking.
 */
export function useAllMoney({
  enabled = true,
  asksForSecondStep = true,
}: { enabled?: boolean; asksForSecondStep?: boolean } = {}) {
  const orgId = useChosenOrganisationId();
  return useQuery({
    enabled,
    queryKey: [...allMoneyKey, orgId ?? 'default', asksForSecondStep],
    queryFn: ({ signal }) => {
      const path = orgId ? `/api/money?${new URLSearchParams({ orgId }).toString()}` : '/api/money';
      return asksForSecondStep
        ? apiClient.get(path, allMoneyResponse, signal)
        : apiClient.request(path, { schema: allMoneyResponse, signal, asksForSecondStep });
    },
    refetchInterval: 60_000,
  });
}
