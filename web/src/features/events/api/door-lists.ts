import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  attendeesResponse,
  ordersResponse,
  type AttendeesQuery,
  type OrdersQuery,
} from '@contract/orders';
import { apiClient } from '@/lib/api-client';

export type AttendeeFilters = Pick<AttendeesQuery, 'q' | 'typeId' | 'status'>;
export type OrderFilters = Pick<OrdersQuery, 'q' | 'status'>;

/** The filters as query parameters, leaving out the unset ones. */
export function filterParams(filters: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, value);
  }
  return params;
}

/** The server's CSV of a door list, with the same filters as the rows on screen. */
export function doorListCsvPath(
  eventId: string,
  list: 'attendees' | 'orders',
  filters: AttendeeFilters | OrderFilters,
): string {
  return `/api/events/${encodeURIComponent(eventId)}/${list}.csv?${filterParams(filters).toString()}`;
}

/** Every page of every filter of an event's attendees: what a check-in refreshes. */
export const attendeesKey = (eventId: string) => ['events', 'attendees', eventId] as const;
export const ordersKey = (eventId: string) => ['events', 'orders', eventId] as const;

const attendeesOptions = (eventId: string, filters: AttendeeFilters) =>
  infiniteQueryOptions({
    queryKey: [...attendeesKey(eventId), filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams({ ...filters, after: pageParam });
      return apiClient.get(
        `/api/events/${encodeURIComponent(eventId)}/attendees?${params.toString()}`,
        attendeesResponse,
        signal,
      );
    },
    getNextPageParam: (page) => page.nextCursor,
  });

/** An event's attendees, oldest first, a page at a time; another filter keeps the last rows shown. */
export function useAttendees(eventId: string, filters: AttendeeFilters) {
  return useInfiniteQuery({
    ...attendeesOptions(eventId, filters),
    placeholderData: keepPreviousData,
  });
}

const ordersOptions = (eventId: string, filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: [...ordersKey(eventId), filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams({ ...filters, after: pageParam });
      return apiClient.get(
        `/api/events/${encodeURIComponent(eventId)}/orders?${params.toString()}`,
        ordersResponse,
        signal,
      );
    },
    getNextPageParam: (page) => page.nextCursor,
  });

/** An event's orders, newest first, a page at a time; refreshed while open. */
export function useOrders(eventId: string, filters: OrderFilters) {
  return useInfiniteQuery({
    ...ordersOptions(eventId, filters),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
