import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  beginTransactionResponse,
  verifyPaymentResponse,
  type BeginTransactionRequest,
} from '@contract/checkout';
import { availabilityResponse, purchaseRequestResponse } from '@contract/tickets';
import { apiClient } from '@/lib/api-client';

export const beginTransaction = (request: BeginTransactionRequest) =>
  apiClient.post('/api/beginTransaction', request, beginTransactionResponse);

export const getPurchaseRequest = (requestId: string) =>
  apiClient.get(`/api/purchaseRequests/${encodeURIComponent(requestId)}`, purchaseRequestResponse);

export const verifyPayment = (reference: string) =>
  apiClient.post('/api/verifyPayment', { reference }, verifyPaymentResponse);

export const availabilityQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'availability', eventId],
    queryFn: ({ signal }) =>
      apiClient.request(`/api/events/${encodeURIComponent(eventId)}/availability`, {
        schema: availabilityResponse,
        signal,
        anonymous: true,
      }),
  });

/** What is left of each ticket type, refreshed while the page is open. */
export function useAvailability(eventId: string) {
  return useQuery({
    ...availabilityQueryOptions(eventId),
    refetchInterval: 10_000,
    refetchOnWindowFocus: true,
  });
}
