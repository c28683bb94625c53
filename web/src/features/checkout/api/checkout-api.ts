import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BeginTransactionRequest } from '@contract/checkout';
import { availabilityResponse } from '@contract/public';
import { apiClient } from '@/lib/api-client';

// The purchase's own answers are checked with the full contract, loaded when the buyer buys:
// the page itself reads only the small public schemas.
const checkoutContract = () => import('@contract/checkout');

export const beginTransaction = async (request: BeginTransactionRequest) =>
  apiClient.post(
    '/api/beginTransaction',
    request,
    (await checkoutContract()).beginTransactionResponse,
  );

export const getPurchaseRequest = async (requestId: string) =>
  apiClient.get(
    `/api/purchaseRequests/${encodeURIComponent(requestId)}`,
    (await import('@contract/tickets')).purchaseRequestResponse,
  );

export const verifyPayment = async (reference: string) =>
  apiClient.post(
    '/api/verifyPayment',
    { reference },
    (await checkoutContract()).verifyPaymentResponse,
  );

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
