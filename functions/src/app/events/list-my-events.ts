import type { MyEventSummary } from '../../contract/my-events';
import { defaultPageSize, type PageQuery } from '../../contract/pages';
import type { TeamRole } from '../../contract/team-roles';
import type { ApiKeyPrincipal } from '../../domain/api-key-principal';
import { reachesEvent } from '../../domain/team-policy';
import { collections } from '../../paths';
import { chooseMembership } from '../organisations/choose-membership';
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
  /** The organisation listed; none for someone in no organisation yet. */
  orgId?: string;
  yourRole?: TeamRole;
  limitedToEvents?: boolean;
};

const newestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'desc' }];

/**
 * A page of the events of one of the person's organisations, newest first, each with the
 * tickets sold so far and the tickets its types offer: one query of the page (and one more
 * document, to know whether another page follows), two counts (all of them, the approved
 * ones), and the page's types and sold counts in batches, side by side. A member limited to
 * some events sees only those of the page (the counts are the organisation's).
 */
export async function listMyEvents({
  services: { docs },
  uid,
  apiKey,
  orgId: askedOrgId,
  page: { after, limit = defaultPageSize } = {},
}: UseCaseOptions<
  'docs',
  { uid: string; apiKey?: ApiKeyPrincipal | undefined; orgId?: string; page?: PageQuery }
>): Promise<MyEventsPage> {
  const membership = await chooseMembership(docs, uid, askedOrgId, apiKey);
  if (!membership) return { events: [], total: 0, approvedTotal: 0 };
  const { orgId } = membership;
  const mine: Query = {
    collection: collections.events,
    where: [{ field: 'orgId', op: '==', value: orgId }],
    orderBy: newestFirst,
  };
  // Equality filters only: Firestore counts these without a composite index.
  const approved: Query = {
    collection: collections.events,
    where: [
      { field: 'orgId', op: '==', value: orgId },
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
  const page = found.slice(0, limit).filter((doc) => reachesEvent(membership, doc.id));
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
  // The page's last document read, shown or not: where the next page starts.
  const last = found.slice(0, limit).at(-1);
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
    orgId,
    yourRole: membership.role,
    limitedToEvents: Boolean(membership.eventIds) && membership.role !== 'owner',
  };
}
