import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  refundRequestList,
  refundRequestView,
  type DeclineRefundRequest,
} from '@contract/refund-requests';
import { eventMoneyKey } from '@/features/money/api/get-event-money';
import { refreshAfterRefund } from '@/features/refunds/api/refund-order';
import { apiClient } from '@/lib/api-client';

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/refund-requests`;
const decisionPath = (eventId: string, orderId: string, decision: 'approve' | 'decline') =>
  `${base(eventId)}/${encodeURIComponent(orderId)}/${decision}`;
export const refundRequestsKey = (eventId: string) => ['events', 'refund-requests', eventId];

/** The event's refund requests, waiting ones first; read again now and then, as buyers ask. */
export function useRefundRequests(eventId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: refundRequestsKey(eventId),
    queryFn: ({ signal }) => apiClient.get(base(eventId), refundRequestList, signal),
    refetchInterval: 30_000,
    enabled,
  });
}

/**
 * Approves a request: its order is refunded as the order's Refund does (asking for the second
 * sign-in step where the organisation wants it). The list, the orders, the figures and the
 * money are read again, whatever the answer: a 409 also means the list was out of date.
 */
export function useApproveRefundRequest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiClient.post(decisionPath(eventId, orderId, 'approve'), undefined, refundRequestView),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundRequestsKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventMoneyKey(eventId) }),
        refreshAfterRefund(queryClient, eventId),
      ]),
  });
}

/** Declines a request with the reason the buyer is emailed. */
export function useDeclineRefundRequest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, request }: { orderId: string; request: DeclineRefundRequest }) =>
      apiClient.post(decisionPath(eventId, orderId, 'decline'), request, refundRequestView),
    // A 409 (approved meanwhile) also means the list was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundRequestsKey(eventId) }),
  });
}
