import type { StandardSchemaV1 } from '@standard-schema/spec';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  attendeesResponse,
  ordersResponse,
  type AttendeeFilters,
  type OrderFilters,
} from '@contract/orders';
import { apiClient } from '@/lib/api-client';

type DoorList = 'attendees' | 'orders';

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
  list: DoorList,
  filters: AttendeeFilters | OrderFilters,
): string {
  return `/api/events/${encodeURIComponent(eventId)}/${list}.csv?${filterParams(filters).toString()}`;
}

/** Every page of every filter of an event's attendees: what a check-in refreshes. */
export const attendeesKey = (eventId: string) => ['events', 'attendees', eventId] as const;
/** Every page of every filter of an event's orders: what a refund refreshes. */
export const ordersKey = (eventId: string) => ['events', 'orders', eventId] as const;

/** One of an event's door lists, read a page at a time: the server hands out the next cursor. */
function doorListOptions<Page extends { nextCursor?: string | undefined }>(
  eventId: string,
  list: DoorList,
  filters: AttendeeFilters | OrderFilters,
  schema: StandardSchemaV1<unknown, Page>,
) {
  return infiniteQueryOptions({
    queryKey: ['events', list, eventId, filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams({ ...filters, after: pageParam });
      return apiClient.get(
        `/api/events/${encodeURIComponent(eventId)}/${list}?${params.toString()}`,
        schema,
        signal,
      );
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** An event's attendees, oldest first, a page at a time; another filter keeps the last rows shown. */
export function useAttendees(eventId: string, filters: AttendeeFilters) {
  return useInfiniteQuery({
    ...doorListOptions(eventId, 'attendees', filters, attendeesResponse),
    placeholderData: keepPreviousData,
  });
}

/** An event's orders, newest first, a page at a time; refreshed while open. */
export function useOrders(eventId: string, filters: OrderFilters) {
  return useInfiniteQuery({
    ...doorListOptions(eventId, 'orders', filters, ordersResponse),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
