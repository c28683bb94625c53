import { useQuery } from '@tanstack/react-query';
import { allMoneyResponse } from '@contract/all-money';
import { apiClient } from '@/lib/api-client';

// Under 'events', as the events' own keys are: what refreshes every event refreshes this too.
export const allMoneyKey = ['events', 'money'] as const;

/** The organiser's money across all their events, refreshed while open as sales keep moving it. */
export function useAllMoney({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: allMoneyKey,
    queryFn: ({ signal }) => apiClient.get('/api/money', allMoneyResponse, signal),
    refetchInterval: 60_000,
  });
}
