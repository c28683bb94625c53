import type { ListedEvent } from '../../contract/listing';
import { listedValue } from '../../domain/listing';
import { collections, paths } from '../../paths';
import type { OrderClause } from '../../ports/doc-store';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRecord } from '../events/event-records';
import { organisationLogoUrl } from '../organisations/organisation-logo';
import type {
  OrganisationRecord,
  OrganisationSlugRecord,
} from '../organisations/organisation-records';
import { ensureListing } from './listing-backfill';
import { soonestFirst } from './list-whats-on';
import { toListedEvents } from './listed-events';

/** Upcoming events an organisation's page shows at most, and past ones. */
export const organisationPageUpcoming = 50;
export const organisationPagePast = 12;

const latestFirst: OrderClause[] = [{ field: 'overAt', direction: 'desc' }];

/** What `/o/{slug}` shows: the organisation as its owners describe it, and its listed events. */
export type OrganisationPage = {
  orgId: string;
  name: string;
  slug: string;
  about?: string;
  logoUrl?: string;
  upcoming: ListedEvent[];
  past: ListedEvent[];
};

/**
 * An organisation's public page, by its slug (`organisationSlugs/{slug}`): its name, about
 * text and logo, its listed events not yet over (soonest first) and the latest that are
 * (newest first). Only what What's on lists appears: an unlisted, unapproved or cancelled
 * event never does, though its link still works. Undefined for a slug no organisation has.
 */
export async function getOrganisationPage({
  services: { docs, clock },
  slug,
}: UseCaseOptions<'docs' | 'clock', { slug: string }>): Promise<OrganisationPage | undefined> {
  const claim = (await docs.get<OrganisationSlugRecord>(paths.organisationSlug(slug))).data;
  if (!claim) return undefined;
  const organisation = (await docs.get<OrganisationRecord>(paths.organisation(claim.orgId))).data;
  // A claim its organisation no longer holds (moved meanwhile) names nobody.
  if (!organisation || organisation.slug !== slug) return undefined;
  await ensureListing(docs);
  const now = clock.now();
  const listed = [
    { field: 'orgId', op: '==', value: claim.orgId },
    { field: 'listing', op: '==', value: listedValue },
  ] as const;
  const [upcoming, past] = await Promise.all([
    docs.query<EventRecord>({
      collection: collections.events,
      where: [...listed, { field: 'overAt', op: '>', value: now.toISOString() }],
      orderBy: soonestFirst,
      limit: organisationPageUpcoming,
    }),
    docs.query<EventRecord>({
      collection: collections.events,
      where: [...listed, { field: 'overAt', op: '<=', value: now.toISOString() }],
      orderBy: latestFirst,
      limit: organisationPagePast,
    }),
  ]);
  const [upcomingViews, pastViews] = await Promise.all([
    toListedEvents(docs, upcoming, now),
    toListedEvents(docs, past, now),
  ]);
  return {
    orgId: claim.orgId,
    name: organisation.name,
    slug: organisation.slug,
    ...(organisation.about ? { about: organisation.about } : {}),
    ...(organisation.logoVersion
      ? { logoUrl: organisationLogoUrl(claim.orgId, organisation.logoVersion) }
      : {}),
    upcoming: upcomingViews,
    past: pastViews,
  };
}
