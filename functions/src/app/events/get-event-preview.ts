import { paths } from '../../paths';
import { canonicalEventPath } from '../../domain/event-path';
import { publishedBannerUrl } from './banner-versions';
import { toEventSummary, type EventRecord } from './event-records';
import type { UseCaseOptions } from '../common/use-case-options';
import { organisationLogoUrl } from '../organisations/organisation-logo';
import type { OrganisationRecord } from '../organisations/organisation-records';

/** What a link preview of a page shows: public facts of an approved event only. */
export type EventPreview = {
  name: string;
  description: string;
  /** Absolute (chat apps fetch it from elsewhere): an event's is its canonical URL. */
  url: string;
  imageUrl?: string;
};

/**
 * What the head of an event page says of the event beyond its public view: its link preview,
 * and what search engines read besides (http/event-json-ld.ts).
 */
export type EventPageFacts = EventPreview & {
  /** Who runs it, with its page (`/o/{slug}`) and logo, absolute; none before organisations. */
  organiser?: { name: string; url: string; logoUrl?: string };
  createdAt: string;
  /** When an approved change last moved it, and where it started before (if known). */
  rescheduledAt?: string;
  previousStartsAt?: string;
};

/**
 * The preview of `/event/{id}` for chat apps, social sites and search engines, which read the
 * page's head and run no JavaScript. Undefined unless the event is approved: nothing else is
 * public.
 */
export async function getEventPreview({
  services: { docs, publicBaseUrl },
  eventId,
}: UseCaseOptions<'docs' | 'publicBaseUrl', { eventId: string }>): Promise<
  EventPageFacts | undefined
> {
  const snapshot = await docs.get<EventRecord>(paths.event(eventId));
  const event = snapshot.data;
  if (event?.approved !== true) return undefined;
  const summary = toEventSummary({ ...snapshot, data: event });
  const imageUrl = publishedBannerUrl(eventId, event);
  const organisation = event.orgId
    ? (await docs.get<OrganisationRecord>(paths.organisation(event.orgId))).data
    : undefined;
  // A cancelled event's link, shared before it was cancelled, says so wherever it is shown.
  const cancelled = event.cancelledAt !== undefined;
  return {
    name: cancelled ? `Cancelled: ${summary.name}` : summary.name,
    description: cancelled
      ? `This event was cancelled. ${event.cancelledReason ?? ''}`.trim()
      : summary.description,
    url: `${publicBaseUrl}${canonicalEventPath(eventId, event.name)}`,
    ...(imageUrl ? { imageUrl: `${publicBaseUrl}${imageUrl}` } : {}),
    ...(organisation && event.orgId
      ? {
          organiser: {
            name: organisation.name,
            url: `${publicBaseUrl}/o/${encodeURIComponent(organisation.slug)}`,
            ...(organisation.logoPath && organisation.logoVersion
              ? {
                  logoUrl: `${publicBaseUrl}${organisationLogoUrl(event.orgId, organisation.logoVersion)}`,
                }
              : {}),
          },
        }
      : {}),
    createdAt: event.createdAt,
    ...(event.rescheduledAt ? { rescheduledAt: event.rescheduledAt } : {}),
    ...(event.previousStartsAt ? { previousStartsAt: event.previousStartsAt } : {}),
  };
}
