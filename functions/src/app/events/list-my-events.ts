import { defaultPageSize, type MyEventSummary, type PageQuery } from '../../contract/events';
import { collections } from '../../paths';
import { cursorOf, type OrderClause, type Query } from '../../ports/doc-store';
import { toEventSummary, type EventRecord } from './event-records';
import { decodePageCursor, encodePageCursor } from '../common/page-cursor';
import { readSoldCountsOfEvents, totalSold } from '../allocator/read-sold-counts';
import { readTicketTypesOfEvents } from './read-ticket-types';
import type { UseCaseOptions } from '../common/use-case-options';

export type MyEventsPage = {
  events: MyEventSummary[];
  nextCursor?: string;
  total: number;
  approvedTotal: number;
};

const newestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'desc' }];

/**
 * A page of the organiser's own events, newest first, each with the tickets sold so far and
 * the tickets its types offer: one query of the page (and one more document, to know whether
 * another page follows), two counts (all of them, the approved ones), and the page's types
 * and sold counts in batches, side by side.
 */
export async function listMyEvents({
  services: { docs },
  ownerUid,
  page: { after, limit = defaultPageSize } = {},
}: UseCaseOptions<'docs', { ownerUid: string; page?: PageQuery }>): Promise<MyEventsPage> {
  const mine: Query = {
    collection: collections.events,
    where: [{ field: 'uid', op: '==', value: ownerUid }],
    orderBy: newestFirst,
  };
  // Equality filters only: Firestore counts these without a composite index.
  const approved: Query = {
    collection: collections.events,
    where: [
      { field: 'uid', op: '==', value: ownerUid },
      { field: 'approved', op: '==', value: true },
    ],
  };
  const [found, total, approvedTotal] = await Promise.all([
    docs.query<EventRecord>({
      ...mine,
      limit: limit + 1,
      ...(after !== undefined ? { startAfter: decodePageCursor(after, newestFirst.length) } : {}),
    }),
    docs.count(mine),
    docs.count(approved),
  ]);
  const page = found.slice(0, limit);
  const typesRead = readTicketTypesOfEvents(
    docs,
    page.map((doc) => ({ id: doc.id, typeIds: doc.data.typeIds })),
  );
  const [types, sold] = await Promise.all([
    typesRead,
    Promise.all(
      page.map(async (doc) => ({
        id: doc.id,
        // Only events saved before their type ids were kept wait for their types.
        typeIds: doc.data.typeIds ?? ((await typesRead).get(doc.id) ?? []).map((type) => type.id),
        allocatorPartitions: doc.data.allocatorPartitions,
      })),
    ).then((withTypeIds) => readSoldCountsOfEvents(docs, withTypeIds)),
  ]);
  const last = page.at(-1);
  return {
    events: page.map((doc) => ({
      ...toEventSummary(doc),
      ticketsSold: totalSold(sold.get(doc.id)),
      capacity: (types.get(doc.id) ?? []).reduce((sum, type) => sum + type.capacity, 0),
    })),
    ...(found.length > limit && last
      ? { nextCursor: encodePageCursor(cursorOf(last, newestFirst)) }
      : {}),
    total,
    approvedTotal,
  };
}
