import type { AdminEventFilter, ModerationQueueResponse } from '../../contract/admin';
import { approvalStatuses } from '../../contract/event-summary';
import { defaultPageSize, type PageQuery } from '../../contract/pages';
import { collections, paths } from '../../paths';
import { cursorOf, type OrderClause, type Query } from '../../ports/doc-store';
import { toEventSummary, type EventRecord } from '../events/event-records';
import { organiserFeeTerms } from '../events/fee-terms';
import { decodePageCursor, encodePageCursor } from '../common/page-cursor';
import { readSoldCountsOfEvents, totalSold } from '../allocator/read-sold-counts';
import { readTicketTypesOfEvents } from '../events/read-ticket-types';
import type { UserRecord } from '../accounts/user-records';
import type { UseCaseOptions } from '../common/use-case-options';

const newestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'desc' }];

/** The events a filter lists, newest first (a composite index on status and createdAt). */
function eventsOf(status: AdminEventFilter): Query {
  return {
    collection: collections.events,
    ...(status !== 'all' ? { where: [{ field: 'status', op: '==', value: status }] } : {}),
    orderBy: newestFirst,
  };
}

/**
 * A page of the administrators' events list (the moderation queue), newest first, of one
 * approval status or of all: one bounded query of the page (one more document, to know
 * whether another page follows), a count aggregation per status for the filters' labels,
 * the page's ticket types and sold counts in batches, and its organisers' profiles in one
 * batched get. Needs `status` on every event (see derived-fields.ts).
 */
export async function moderationQueue({
  services: { docs },
  status = 'all',
  page: { after, limit = defaultPageSize } = {},
}: UseCaseOptions<
  'docs',
  { status?: AdminEventFilter; page?: PageQuery }
>): Promise<ModerationQueueResponse> {
  const [found, ...counts] = await Promise.all([
    docs.query<EventRecord>({
      ...eventsOf(status),
      limit: limit + 1,
      ...(after !== undefined ? { startAfter: decodePageCursor(after, newestFirst.length) } : {}),
    }),
    ...approvalStatuses.map((each) => docs.count(eventsOf(each))),
  ]);
  const page = found.slice(0, limit);
  const organiserUids = [...new Set(page.map((doc) => doc.data.uid))];
  const [types, profiles] = await Promise.all([
    readTicketTypesOfEvents(
      docs,
      page.map((doc) => ({ id: doc.id, typeIds: doc.data.typeIds })),
    ),
    organiserUids.length > 0
      ? docs.getAll<UserRecord>(organiserUids.map((uid) => paths.user(uid)))
      : Promise.resolve([]),
  ]);
  const typesOf = (eventId: string) => types.get(eventId) ?? [];
  const sold = await readSoldCountsOfEvents(
    docs,
    page.map((doc) => ({
      id: doc.id,
      typeIds: typesOf(doc.id).map((type) => type.id),
      allocatorPartitions: doc.data.allocatorPartitions,
    })),
  );
  const emails = new Map(
    profiles.flatMap((profile, index) =>
      profile.data?.email ? [[organiserUids[index]!, profile.data.email] as const] : [],
    ),
  );
  const totals = Object.fromEntries(
    approvalStatuses.map((each, index) => [each, counts[index] ?? 0]),
  ) as Record<(typeof approvalStatuses)[number], number>;
  const last = page.at(-1);
  return {
    events: page.map((doc) => {
      const soldByType = sold.get(doc.id);
      const email = emails.get(doc.data.uid);
      return {
        ...toEventSummary(doc),
        ticketsSold: totalSold(soldByType),
        ...organiserFeeTerms(doc.data),
        types: typesOf(doc.id).map((type) => ({ ...type, sold: soldByType?.get(type.id) ?? 0 })),
        ...(email !== undefined ? { organiserEmail: email } : {}),
      };
    }),
    ...(found.length > limit && last
      ? { nextCursor: encodePageCursor(cursorOf(last, newestFirst)) }
      : {}),
    totals: { ...totals, all: totals.pending + totals.approved + totals.rejected },
  };
}
