import type { OrderRow, OrdersQuery, OrdersResponse } from '../../contract/orders';
import type { Viewer } from '../../domain/approval';
import { prefixSearch, prefixSearchText } from '../../domain/search-keywords';
import { collections } from '../../paths';
import type { DocStore, ExistingDoc, WhereClause } from '../../ports/doc-store';
import type { OrderRecord } from '../checkout/checkout-records';
import { ensureDoorFields } from './door-fields';
import { toOrderRow } from './order-row';
import { readOrganisedEvent } from '../events/organised-event';
import { readPage, walkPages, type OrderedQuery } from '../common/read-page';

export type OrderFilters = Pick<OrdersQuery, 'q' | 'status'>;

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

type ListInput = { services: { docs: DocStore }; eventId: string; viewer: Viewer };

/** `GET /api/events/{eventId}/orders`: one page, one bounded query (see orderSelection). */
export async function listOrders({
  services: { docs },
  eventId,
  viewer,
  query: { after, limit, ...filters },
}: ListInput & { query: OrdersQuery }): Promise<OrdersResponse> {
  await readOrganisedEvent(docs, eventId, viewer);
  await ensureDoorFields(docs);
  const { query, keep } = orderSelection(eventId, filters);
  const { page, nextCursor } = await readPage<OrderRecord>(
    docs,
    query,
    { ...(after !== undefined ? { after } : {}), ...(limit !== undefined ? { limit } : {}) },
    keep,
  );
  return {
    orders: page.map(toOrderRow),
    ...(nextCursor !== undefined ? { nextCursor } : {}),
  };
}

/**
 * Every order `filters` select, a batch at a time (the CSV export). The event is checked
 * before this answers, so a refusal comes before anything is sent.
 */
export async function openOrderExport({
  services: { docs },
  eventId,
  viewer,
  filters,
}: ListInput & { filters: OrderFilters }): Promise<{
  eventName: string;
  pages: AsyncGenerator<OrderRow[]>;
}> {
  const event = await readOrganisedEvent(docs, eventId, viewer);
  await ensureDoorFields(docs);
  const { query, keep } = orderSelection(eventId, filters);
  async function* pages() {
    for await (const page of walkPages<OrderRecord>(docs, query, keep)) {
      yield page.map(toOrderRow);
    }
  }
  return { eventName: event.name, pages: pages() };
}
