import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { useQuery } from '@tanstack/react-query';
import type {
  OfferNowResponse,
  WaitingListSettings,
  WaitingListsView,
} from '@contract/waiting-list';
import { apiClient, unchecked } from '@/lib/api-client';

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
const listsKey = (eventId: string) => ['events', 'waitingLists', eventId];

/** Every ticket type's waiting list, in line order, for the organiser. */
export function useWaitingLists(eventId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: listsKey(eventId),
    queryFn: ({ signal }) =>
      apiClient.get(`${base(eventId)}/waitingLists`, unchecked<WaitingListsView>(), signal),
    refetchInterval: 30_000,
  });
}

/**
 * Offer now (what is free, and any tickets added, goes to the next in line) or close a type's
 * list.
 */
export function useWaitingListAction(eventId: string) {
  return useRefreshingMutation(
    ({
      typeId,
      action,
      addTickets = 0,
    }: {
      typeId: string;
      action: 'offer' | 'close';
      /** Offering by hand: tickets added to the type's capacity first. */
      addTickets?: number;
    }) =>
      apiClient.post(
        `${base(eventId)}/waitingLists/${encodeURIComponent(typeId)}/${action}`,
        action === 'offer' ? { addTickets } : {},
        unchecked<OfferNowResponse>(),
      ),
    listsKey(eventId),
  );
}

/** How long the event's offers hold their tickets. */
export function useSaveWaitingListSettings(eventId: string) {
  return useRefreshingMutation(
    (settings: WaitingListSettings) =>
      apiClient.put(
        `${base(eventId)}/waitingListSettings`,
        settings,
        unchecked<WaitingListSettings>(),
      ),
    listsKey(eventId),
  );
}
