import { canonicalEventPath } from '../../domain/event-path';
import { collections, paths } from '../../paths';
import type { DocSnapshot, DocStore } from '../../ports/doc-store';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRecord } from '../events/event-records';
import type { OrganisationRecord } from '../organisations/organisation-records';

/** A page search engines are asked to read: its path and when it last changed. */
export type SitemapPage = { path: string; lastmod: string };

export type SitemapPages = { events: SitemapPage[]; organisations: SitemapPage[] };

/**
 * Events per sitemap, soonest over first: one read of them each time the CDN asks again (see
 * search-engine-routes.ts). A sitemap may hold 50,000 addresses; a platform with more events
 * on than this lists the ones happening soonest.
 */
export const maxSitemapEvents = 10_000;

/** Organisations per batched read. */
const getAllLimit = 300;

async function organisationsOf(docs: DocStore, orgIds: string[]) {
  const batches: Array<Promise<Array<DocSnapshot<OrganisationRecord>>>> = [];
  for (let i = 0; i < orgIds.length; i += getAllLimit) {
    const batch = orgIds.slice(i, i + getAllLimit).map(paths.organisation);
    batches.push(docs.getAll<OrganisationRecord>(batch));
  }
  return (await Promise.all(batches)).flat();
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What `/sitemap.xml` lists beside the fixed pages: every approved event not yet over that the
 * organiser did not keep off the lists (`listed` false; a cancelled one stays, so that search
 * engines learn it was cancelled), by its canonical path, and the page of each organisation
 * with such an event. Unapproved events, and the hidden ticket types of any, are never read
 * into it.
 */
export async function readSitemap({
  services: { docs, clock },
}: UseCaseOptions<'docs' | 'clock'>): Promise<SitemapPages> {
  const found = await docs.query<EventRecord>({
    collection: collections.events,
    where: [
      { field: 'status', op: '==', value: 'approved' },
      { field: 'overAt', op: '>', value: clock.now().toISOString() },
    ],
    orderBy: [{ field: 'overAt', direction: 'asc' }],
    limit: maxSitemapEvents,
  });
  const events = found.filter(
    (event) => event.data.approved === true && event.data.listed !== false,
  );
  const changedByOrg = new Map<string, string>();
  for (const { data } of events) {
    if (!data.orgId) continue;
    const known = changedByOrg.get(data.orgId);
    changedByOrg.set(data.orgId, known ? later(known, data.updatedAt) : data.updatedAt);
  }
  const orgIds = [...changedByOrg.keys()];
  const organisations = await organisationsOf(docs, orgIds);
  return {
    events: events.map(({ id, data }) => ({
      path: canonicalEventPath(id, data.name),
      lastmod: data.updatedAt,
    })),
    organisations: organisations.flatMap((organisation, index) => {
      const orgId = orgIds[index]!;
      if (!organisation.data?.slug) return [];
      return [
        {
          path: `/o/${encodeURIComponent(organisation.data.slug)}`,
          // The page shows its events: it changed when one of them did.
          lastmod: later(organisation.data.updatedAt, changedByOrg.get(orgId)!),
        },
      ];
    }),
  };
}
