import type { WhatsOnQuery, WhatsOnResponse } from '../../contract/listing';
import { listingPageSize } from '../../contract/listing';
import { areaSearch, listedValue } from '../../domain/listing';
import { listingWindow } from '../../domain/listing-window';
import { searchTerms } from '../../domain/search-keywords';
import { collections } from '../../paths';
import type { ExistingDoc, OrderClause, WhereClause } from '../../ports/doc-store';
import { readPage } from '../common/read-page';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRecord } from '../events/event-records';
import { ensureListing } from './listing-backfill';
import { toListedEvents } from './listed-events';

/**
 * Soonest first. `overAt` is named too: the lists range over it, and a page's cursor carries
 * both values (Firestore orders by it after `startsAtUtc` all the same).
 */
export const soonestFirst: OrderClause[] = [
  { field: 'startsAtUtc', direction: 'asc' },
  { field: 'overAt', direction: 'asc' },
];

/**
 * How long an event may have been running and still be listed: 92 days. Bounding the start
 * from below keeps the index read from the first upcoming event rather than from every listed
 * event that ever ended (the query orders by the start, and filters on the end); a season
 * longer than this leaves the lists three months after it began, and stays on its own page.
 */
export const longestListedRunMs = 92 * 86_400_000;

/**
 * What's on (`/events`, `GET /api/whats-on`, the landing's Upcoming events): approved,
 * public, listed events that have not ended, soonest first, a page at a time. One query:
 * `listing == listed`, the end after now (or after the `when` window opens), the start before
 * the window closes, ordered by the start; with `area` by its key (`areas` array-contains) or
 * else with `q` by its longest word (`keywords` array-contains). The other words, and the
 * other parts of an area, are checked on what was read, so such a page may come out short
 * (its `nextCursor` still goes on).
 */
export async function listWhatsOn({
  services: { docs, clock },
  query,
}: UseCaseOptions<'docs' | 'clock', { query: WhatsOnQuery }>): Promise<WhatsOnResponse> {
  await ensureListing(docs);
  const now = clock.now();
  const window = query.when ? listingWindow(query.when, now) : undefined;
  const area = query.area !== undefined ? areaSearch(query.area) : undefined;
  const terms = query.q !== undefined ? searchTerms(query.q) : undefined;
  const from = window && window.from > now ? window.from : now;
  const where: WhereClause[] = [
    { field: 'listing', op: '==', value: listedValue },
    { field: 'overAt', op: '>', value: from.toISOString() },
    {
      field: 'startsAtUtc',
      op: '>=',
      value: new Date(now.getTime() - longestListedRunMs).toISOString(),
    },
    ...(window ? [{ field: 'startsAtUtc', op: '<', value: window.to.toISOString() } as const] : []),
  ];
  if (area) where.push({ field: 'areas', op: 'array-contains', value: area.key });
  else if (terms) where.push({ field: 'keywords', op: 'array-contains', value: terms.term });
  const keep = (doc: ExistingDoc<EventRecord>) =>
    (area?.keys ?? []).every((key) => doc.data.areas?.includes(key)) &&
    (terms?.words ?? []).every((word) => doc.data.keywords?.includes(word));
  const { page, nextCursor } = await readPage<EventRecord>(
    docs,
    { collection: collections.events, where, orderBy: soonestFirst },
    { after: query.after, limit: query.limit ?? listingPageSize },
    keep,
  );
  return {
    events: await toListedEvents(docs, page, now, { withOrganisations: true }),
    ...(nextCursor ? { nextCursor } : {}),
  };
}
