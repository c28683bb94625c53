import { queryOptions, useQuery } from '@tanstack/react-query';
import { myTicketsResponse, ticketView } from '@contract/tickets';
import { apiClient } from '@/lib/api-client';

export const ticketQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['tickets', 'detail', code],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/tickets/${encodeURIComponent(code)}`, ticketView, signal),
  });

export const useTicket = (code: string) => useQuery(ticketQueryOptions(code));

export function useMyTickets() {
  return useQuery({
    queryKey: ['tickets', 'mine'],
    queryFn: ({ signal }) => apiClient.get('/api/me/tickets', myTicketsResponse, signal),
  });
}
