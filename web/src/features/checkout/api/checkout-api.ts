import type { BeginTransactionRequest } from '@contract/checkout';
import type { AvailabilityResponse } from '@contract/public';
import { ensureAnonymousSession } from '@/features/auth/api/ensure-anonymous-session';
import { apiClient, unchecked } from '@/lib/api-client';
import { useRemoteData } from '@/lib/use-remote-data';

// The purchase's own answers are checked with the full contract, loaded when the buyer buys:
// the page itself reads only the small public schemas.
const checkoutContract = () => import('@contract/checkout');

/**
 * Asks for the tickets. `linkRef` is the `ref` of the link the buyer came by (a tracking link,
 * the widget's host): sent when it can be a source name, dropped when not, never a refusal.
 */
export const beginTransaction = async (request: BeginTransactionRequest, linkRef: string) => {
  const contract = await checkoutContract();
  return apiClient.post(
    '/api/beginTransaction',
    { ...request, ref: contract.sourceOfLink(linkRef) },
    contract.beginTransactionResponse,
  );
};

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

/**
 * What a typed promo code takes off, with the module that prices the order with it: both
 * loaded only when a buyer applies a code.
 */
export async function checkPromoCode(eventId: string, code: string) {
  const [{ promoCodeCheckResponse }, { summariseWithPromo }] = await Promise.all([
    import('@contract/promo-codes'),
    import('../promo-summary'),
    // The check is a buyer's (guesses are limited per buyer): a session first, as for Buy.
    ensureAnonymousSession(),
  ]);
  const check = await apiClient.post(
    `/api/events/${encodeURIComponent(eventId)}/promoCodeCheck`,
    { code },
    promoCodeCheckResponse,
  );
  return { check, summariseWithPromo };
}

const fetchAvailability = (eventId: string, signal: AbortSignal) =>
  apiClient.request(`/api/events/${encodeURIComponent(eventId)}/availability`, {
    schema: unchecked<AvailabilityResponse>(),
    signal,
    anonymous: true,
  });

/** What is left of each ticket type, refreshed while the page is open. */
export function useAvailability(eventId: string) {
  return useRemoteData(`availability:${eventId}`, (signal) => fetchAvailability(eventId, signal), {
    refetchInterval: 10_000,
    refetchOnFocus: true,
  });
}
