import { useQuery } from '@tanstack/react-query';
import {
  promoCodeList,
  promoCodeView,
  type CreatePromoCodeRequest,
  type UpdatePromoCodeRequest,
} from '@contract/promo-codes';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/promoCodes`;
const listKey = (eventId: string) => ['events', 'promoCodes', eventId];

/** The event's promo codes with their uses and revenue, for its organiser. */
export function usePromoCodes(eventId: string) {
  return useQuery({
    queryKey: listKey(eventId),
    queryFn: ({ signal }) => apiClient.get(base(eventId), promoCodeList, signal),
    refetchInterval: 30_000,
  });
}

export function useCreatePromoCode(eventId: string) {
  return useRefreshingMutation(
    (request: CreatePromoCodeRequest) => apiClient.post(base(eventId), request, promoCodeView),
    listKey(eventId),
  );
}

/** Changes a code's discount, limit, window or whether it is active. */
export function useUpdatePromoCode(eventId: string) {
  return useRefreshingMutation(
    ({ code, request }: { code: string; request: UpdatePromoCodeRequest }) =>
      apiClient.request(`${base(eventId)}/${encodeURIComponent(code)}`, {
        method: 'PATCH',
        body: request,
        schema: promoCodeView,
      }),
    listKey(eventId),
  );
}

/** Deactivates a code (codes are never deleted: their orders name them). */
export function useDeactivatePromoCode(eventId: string) {
  return useRefreshingMutation(
    (code: string) =>
      apiClient.request(`${base(eventId)}/${encodeURIComponent(code)}`, {
        method: 'DELETE',
        schema: promoCodeView,
      }),
    listKey(eventId),
  );
}
