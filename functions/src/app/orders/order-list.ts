import type { OrderFilters, OrderRow, OrdersQuery, OrdersResponse } from '../../contract/orders';
import { prefixSearch, prefixSearchText } from '../../domain/search-keywords';
import { collections } from '../../paths';
import type { ExistingDoc, WhereClause } from '../../ports/doc-store';
import type { OrderRecord } from '../checkout/checkout-records';
import { toOrderRow } from './order-row';
import type { OrderedQuery } from '../common/read-page';
import {
  openEventListExport,
  readEventListPage,
  type EventListExport,
  type EventListInput,
} from './event-list';

/**
 * The orders of an event that `filters` select, newest first, as one indexed query
 * (`eventId`, then `status` and `keywords` when asked), and the whole search text checked on
 * what it read when it is longer than the keywords kept.
 */
export function orderSelection(
  eventId: string,
  { q, status }: OrderFilters,
): { query: OrderedQuery; keep: (doc: ExistingDoc<OrderRecord>) => boolean } {
  const search = q === undefined ? undefined : prefixSearch(q);
  const where: WhereClause[] = [
    { field: 'eventId', op: '==', value: eventId },
    ...(status !== undefined ? [{ field: 'status', op: '==' as const, value: status }] : []),
    ...(search ? [{ field: 'keywords', op: 'array-contains' as const, value: search.term }] : []),
  ];
  return {
    query: {
      collection: collections.orders,
      where,
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    keep: ({ id, data }) =>
      search === undefined ||
      [data.email, id].some((text) => prefixSearchText(text).startsWith(search.prefix)),
  };
}

/** `GET /api/events/{eventId}/orders`: one page, one bounded query (see orderSelection). */
export async function listOrders({
  query: { after, limit, ...filters },
  ...input
}: EventListInput & { query: OrdersQuery }): Promise<OrdersResponse> {
  const { rows, nextCursor } = await readEventListPage(
    input,
    orderSelection(input.eventId, filters),
    { after, limit },
    (page) => page.map(toOrderRow),
  );
  return { orders: rows, ...(nextCursor !== undefined ? { nextCursor } : {}) };
}

/** Every order `filters` select, a batch at a time (the CSV export). */
export function openOrderExport({
  filters,
  ...input
}: EventListInput & { filters: OrderFilters }): Promise<EventListExport<OrderRow>> {
  return openEventListExport(input, orderSelection(input.eventId, filters), (page) =>
    page.map(toOrderRow),
  );
}
