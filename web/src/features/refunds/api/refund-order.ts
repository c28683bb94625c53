import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refundResponse } from '@contract/refunds';
import { attendeesKey, ordersKey } from '@/features/events/api/door-lists';
import { apiClient } from '@/lib/api-client';

/**
 * Refunds an order in full. The answer's order is `refunded` when done, or still
 * `refund_pending` while another press (another tab, a colleague) is refunding it.
 */
export function refundOrder(reference: string) {
  return apiClient.post(
    `/api/orders/${encodeURIComponent(reference)}/refund`,
    undefined,
    refundResponse,
  );
}

/** Reads every organiser view of the event's orders and figures again, after a refund. */
export function refreshAfterRefund(queryClient: QueryClient, eventId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['events', 'sales', eventId] }),
    queryClient.invalidateQueries({ queryKey: ordersKey(eventId) }),
    // Its tickets are void now.
    queryClient.invalidateQueries({ queryKey: attendeesKey(eventId) }),
    // The door's counts (check-in summary and devices): void tickets are not counted.
    queryClient.invalidateQueries({ queryKey: ['events', 'check-in', eventId] }),
    queryClient.invalidateQueries({ queryKey: ['events', 'detail', eventId] }),
  ]);
}

export function useRefundOrder(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => refreshAfterRefund(queryClient, eventId),
  });
}
