import { z } from 'zod';
import { bannerFormats } from './banner-image';
import { pageQuery } from './pages';
import { currencies } from './public';

/*
 * What's on (issue 40): the public lists of events (`/events`, the landing's Upcoming events,
 * an organisation's page `/o/{slug}`). An event is listed while it is approved, not cancelled,
 * not yet over, and its organiser did not keep it off the lists (`listed: false`).
 */

/** The date filter: the rest of today, this weekend, the rest of this month. */
export const listingWhens = ['today', 'weekend', 'month'] as const;
export type ListingWhen = (typeof listingWhens)[number];

/** A filter left empty in the page's GET form (`?when=&q=`) is no filter. */
const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const maxListingSearchLength = 100;

/** Events per page of `/events` (and at most per `limit`). */
export const listingPageSize = 24;

/** `GET /events` and `GET /api/whats-on`: the filters, and the page. */
export const whatsOnQuery = z.object({
  /** A city or area, matched against the parts of the venue's text (domain/listing.ts). */
  area: z.preprocess(
    blankIsUnset,
    z
      .string({ error: 'Not a city or area' })
      .max(maxListingSearchLength, `At most ${maxListingSearchLength} characters`)
      .optional(),
  ),
  when: z.preprocess(
    blankIsUnset,
    z.enum(listingWhens, { error: 'Not a date filter: today, weekend or month' }).optional(),
  ),
  /** Words of the event's name or venue, as search finds events (domain/search-keywords.ts). */
  q: z.preprocess(
    blankIsUnset,
    z
      .string({ error: 'Not a search' })
      .max(maxListingSearchLength, `At most ${maxListingSearchLength} characters`)
      .optional(),
  ),
  after: z.preprocess(blankIsUnset, pageQuery.shape.after),
  limit: z.coerce
    .number({ error: 'Not a page size' })
    .int('Not a page size')
    .min(1, 'Not a page size')
    .max(listingPageSize, `At most ${listingPageSize} a page`)
    .optional(),
});
export type WhatsOnQuery = z.output<typeof whatsOnQuery>;

/** Whether its tickets can be bought now, over its public types. */
export const listingStates = ['on_sale', 'sold_out', 'not_yet', 'ended'] as const;
export type ListingState = (typeof listingStates)[number];

/** An event as a list shows it: what a buyer needs to choose it, every label worded already. */
export const listedEvent = z.object({
  id: z.string(),
  name: z.string(),
  /** The event's own page, its canonical path (`/event/{id}/{slug-of-its-name}`). */
  url: z.string(),
  imageUrl: z.string().optional(),
  imageVariants: z
    .array(
      z.object({
        format: z.enum(bannerFormats),
        width: z.int(),
        height: z.int(),
        url: z.string(),
      }),
    )
    .optional(),
  locationText: z.string().optional(),
  startsAt: z.string(),
  endsAt: z.string().optional(),
  timeZone: z.string().optional(),
  /** Its start on the venue's clock: "Thu 31 Dec 2026, 19:30". */
  dateLabel: z.string(),
  /** The lowest price of its public ticket types; none when it has none. */
  fromPrice: z.object({ price: z.int(), currency: z.enum(currencies) }).optional(),
  /** "From R150.00", "R150.00" (one price), "Free". */
  priceLabel: z.string().optional(),
  state: z.enum(listingStates).optional(),
  /** "On sale", "Sold out", "Not on sale yet", "Sales ended". */
  stateLabel: z.string().optional(),
  /** Who runs it, with its page (`/o/{slug}`). */
  organisation: z.object({ name: z.string(), slug: z.string() }).optional(),
});
export type ListedEvent = z.infer<typeof listedEvent>;

/** `GET /api/whats-on`: a page of listed events, soonest first. */
export const whatsOnResponse = z.object({
  events: z.array(listedEvent),
  nextCursor: z.string().optional(),
});
export type WhatsOnResponse = z.infer<typeof whatsOnResponse>;
