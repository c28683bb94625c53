import type { EventPageFacts } from '../app/events/get-event-preview';
import { formatMinorUnits } from '../contract/money';
import type { PublicEvent, PublicTicketType } from '../contract/public';
import { isoInZone } from '../domain/zoned-iso';
import { embeddedJson } from './event-page-markup';

/**
 * The schema.org `Event` an event page carries for search engines (Google's event results
 * read it): what the page shows, as data. Built from the public view, so a hidden type, which
 * is never in it, never appears here either. See https://developers.google.com/search/docs/
 * appearance/structured-data/event for the properties required and recommended.
 */

const schema = (name: string) => `https://schema.org/${name}`;

type JsonLdOffer = {
  '@type': 'Offer';
  name: string;
  price: string;
  priceCurrency: string;
  availability: string;
  validFrom: string;
  validThrough?: string;
  url: string;
};

export type EventJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Event';
  name: string;
  description?: string;
  startDate: string;
  endDate?: string;
  eventStatus: string;
  previousStartDate?: string;
  eventAttendanceMode: string;
  location?: {
    '@type': 'Place';
    name: string;
    address?: { '@type': 'PostalAddress'; streetAddress: string };
    geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  };
  image?: string[];
  organizer?: { '@type': 'Organization'; name: string; url: string; logo?: string };
  offers?: JsonLdOffer[];
  url: string;
};

/** What a buyer can do with a type at `now`: buy it, wait for its sales, or nothing more. */
function availabilityOf(type: PublicTicketType, now: string): string {
  if (type.salesStart && now < type.salesStart) return schema('PreOrder');
  if ((type.salesEnd && now >= type.salesEnd) || type.left === 0) return schema('SoldOut');
  return schema('InStock');
}

/**
 * A type's offer: its price as a buyer pays it (with the service fee and its VAT where the
 * buyer pays those), in major units as a decimal string.
 */
function offerOf(
  type: PublicTicketType,
  event: PublicEvent,
  page: EventPageFacts,
  now: string,
): JsonLdOffer {
  const price = type.price + (type.serviceFee ?? 0) + (type.serviceFeeVat ?? 0);
  const validThrough = isoInZone(type.salesEnd ?? undefined, event.timeZone);
  return {
    '@type': 'Offer',
    name: type.name,
    price: formatMinorUnits(price),
    priceCurrency: type.currency,
    availability: availabilityOf(type, now),
    validFrom: isoInZone(type.salesStart ?? page.createdAt, event.timeZone) ?? page.createdAt,
    ...(validThrough ? { validThrough } : {}),
    url: page.url,
  };
}

function statusOf(event: PublicEvent, page: EventPageFacts) {
  if (event.cancelledAt) return { eventStatus: schema('EventCancelled') };
  if (!page.rescheduledAt) return { eventStatus: schema('EventScheduled') };
  const previous = isoInZone(page.previousStartsAt, event.timeZone);
  const moved = previous !== undefined && previous !== isoInZone(event.startsAt, event.timeZone);
  return {
    eventStatus: schema('EventRescheduled'),
    ...(moved ? { previousStartDate: previous } : {}),
  };
}

/** The venue: its name (the first part of its text), its address (the text) and the map's point. */
function locationOf(event: PublicEvent): EventJsonLd['location'] {
  const text = event.locationText?.trim();
  if (!text && !event.location) return undefined;
  return {
    '@type': 'Place',
    name: text?.split(',')[0]?.trim() || text || 'Venue',
    ...(text ? { address: { '@type': 'PostalAddress', streetAddress: text } } : {}),
    ...(event.location
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: event.location.lat,
            longitude: event.location.lng,
          },
        }
      : {}),
  };
}

/** The banner as the page has it, then its WebP sizes largest first: all absolute. */
function imagesOf(event: PublicEvent, baseUrl: string): string[] {
  if (!event.imageUrl) return [];
  const sizes = (event.imageVariants ?? [])
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => b.width - a.width)
    .map((variant) => variant.url);
  return [event.imageUrl, ...sizes].map((url) => (url.startsWith('/') ? `${baseUrl}${url}` : url));
}

/**
 * The event's JSON-LD at `now`, for the page at `page.url`; undefined for an event without a
 * start, which search engines would refuse.
 */
export function eventJsonLd(
  event: PublicEvent,
  page: EventPageFacts,
  { baseUrl, now }: { baseUrl: string; now: string },
): EventJsonLd | undefined {
  const startDate = isoInZone(event.startsAt, event.timeZone);
  if (!startDate) return undefined;
  const endDate = isoInZone(event.endsAt, event.timeZone);
  const location = locationOf(event);
  const image = imagesOf(event, baseUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    ...(event.description ? { description: event.description } : {}),
    startDate,
    ...(endDate ? { endDate } : {}),
    ...statusOf(event, page),
    eventAttendanceMode: schema('OfflineEventAttendanceMode'),
    ...(location ? { location } : {}),
    ...(image.length ? { image } : {}),
    ...(page.organiser
      ? {
          organizer: {
            '@type': 'Organization',
            name: page.organiser.name,
            url: page.organiser.url,
            ...(page.organiser.logoUrl ? { logo: page.organiser.logoUrl } : {}),
          },
        }
      : {}),
    ...(event.types.length
      ? { offers: event.types.map((type) => offerOf(type, event, page, now)) }
      : {}),
    url: page.url,
  };
}

/** The element the page's head carries: no `</script>` in a name can end it (embeddedJson). */
export function jsonLdScript(value: EventJsonLd): string {
  return `<script type="application/ld+json">${embeddedJson(value)}</script>`;
}
