import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundRequestResponse, type RefundRequestRequest } from '@contract/refund-requests';
import { apiClient } from '@/lib/api-client';

const refundRequestPath = (code: string) =>
  `/api/tickets/${encodeURIComponent(code)}/refund-request`;

/**
 * Asks the organiser to refund the ticket's whole order (no sign-in: the code is the proof).
 * Every cached ticket is read again afterwards: the order's other tickets change with it.
 */
export function useAskForRefund(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RefundRequestRequest) =>
      apiClient.post(refundRequestPath(code), request, refundRequestResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tickets'] }),
  });
}
