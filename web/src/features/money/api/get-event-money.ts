import { useQuery } from '@tanstack/react-query';
import { eventMoneyResponse } from '@contract/event-money-response';
import { apiClient } from '@/lib/api-client';

const moneyPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/money`;

/** The statement of every ledger entry, downloaded with the ID token (a link cannot carry it). */
export const statementCsvPath = (eventId: string) => `${moneyPath(eventId)}/statement.csv`;

/** One event's money: what a payout or a hold changes. */
export const eventMoneyKey = (eventId: string) => ['events', 'money', eventId] as const;

/**
 * An event's money per currency, for its organiser: the dashboard's card and the Money page
 * share one answer. Refreshed while open, as sales and refunds keep moving it.
 */
export function useEventMoney(eventId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: eventMoneyKey(eventId),
    queryFn: ({ signal }) => apiClient.get(moneyPath(eventId), eventMoneyResponse, signal),
    refetchInterval: 60_000,
  });
}
