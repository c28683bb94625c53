import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelEventResponse, type CancelEventResponse } from '@contract/refunds';
import { apiClient } from '@/lib/api-client';

export function cancelEventOnce(eventId: string, reason: string) {
  return apiClient.post(
    `/api/events/${encodeURIComponent(eventId)}/cancel`,
    { reason },
    cancelEventResponse,
  );
}

export type CancelProgress = { ordersRefunded: number; ordersLeft: number };

/** Calls made at most before the page stops and lets the organiser press again. */
const maxCalls = 200;

/**
 * Cancels the event and keeps calling (each call refunds a batch) until every paid order is
 * refunded, telling `onProgress` the running totals. Resolves with the last answer.
 */
export async function cancelEvent(
  eventId: string,
  reason: string,
  onProgress: (progress: CancelProgress) => void,
): Promise<CancelEventResponse> {
  let refunded = 0;
  let stalled = 0;
  let answer = await cancelEventOnce(eventId, reason);
  for (let call = 1; ; call++) {
    refunded += answer.ordersRefunded;
    onProgress({ ordersRefunded: refunded, ordersLeft: answer.ordersLeft });
    if (answer.status === 'cancelled' || call >= maxCalls) break;
    // Refunds that another call is finishing: give it a moment rather than spin.
    stalled = answer.ordersRefunded === 0 ? stalled + 1 : 0;
    if (stalled > 0)
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 500 * stalled)));
    answer = await cancelEventOnce(eventId, reason);
  }
  return { ...answer, ordersRefunded: refunded };
}

export function useCancelEvent(eventId: string, onProgress: (progress: CancelProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelEvent(eventId, reason, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
