import { useQuery } from '@tanstack/react-query';
import { salesResponse, type SalesResponse } from '@contract/tickets';
import { apiClient } from '@/lib/api-client';

/** Sales per ticket type and the orders, for the event's organiser; refreshed while open. */
export function useSales(eventId: string) {
  return useQuery({
    queryKey: ['events', 'sales', eventId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/events/${encodeURIComponent(eventId)}/sales`, salesResponse, signal),
    refetchInterval: 30_000,
  });
}

/** Whether some orders are still paid (or being refunded): a cancellation left unfinished. */
export const hasPaidOrders = (sales: SalesResponse | undefined) =>
  sales?.orders.some((order) => order.status === 'paid' || order.status === 'refund_pending') ??
  false;
