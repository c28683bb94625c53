import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  claimTransferResponse,
  claimView,
  ticketTransferState,
  transferTokenHeader,
  type StartTransferRequest,
} from '@contract/transfers';
import { apiClient } from '@/lib/api-client';
import { ticketQueryOptions } from './tickets-api';

const transferPath = (code: string) => `/api/tickets/${encodeURIComponent(code)}/transfer`;
const claimPath = (transferId: string) => `/api/transfers/${encodeURIComponent(transferId)}`;

/** Hands the ticket to a friend; the ticket's page then shows the transfer waiting. */
export function useStartTransfer(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friend: StartTransferRequest) =>
      apiClient.post(transferPath(code), friend, ticketTransferState),
    onSuccess: () => queryClient.invalidateQueries(ticketQueryOptions(code)),
  });
}

/** Takes back a transfer the friend has not claimed. */
export function useCancelTransfer(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.request(transferPath(code), { method: 'DELETE', schema: z.unknown() }),
    // A 409 (claimed meanwhile) also means the page is out of date.
    onSettled: () => queryClient.invalidateQueries(ticketQueryOptions(code)),
  });
}

/** What the claim page shows; the token goes in a header, never in the address. */
export function useClaimView(transferId: string, token: string) {
  return useQuery({
    queryKey: ['transfers', transferId, token],
    queryFn: ({ signal }) =>
      apiClient.request(claimPath(transferId), {
        schema: claimView,
        signal,
        headers: { [transferTokenHeader]: token },
      }),
    enabled: token !== '',
    retry: false,
  });
}

export function useClaimTransfer(transferId: string) {
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.post(`${claimPath(transferId)}/claim`, { token }, claimTransferResponse),
  });
}
