import * as z from 'zod/mini';

/**
 * What the public event page reads. The page itself takes these answers by their types alone
 * (no zod in a buyer's first download, see web/src/lib/api-client.ts `unchecked`); the
 * schemas, written with zod/mini, check them on the server's side and in tests. Nothing here
 * may import the rest of the contract (zod's full build); events.ts and tickets.ts re-export
 * these for everyone else.
 */

export const currencies = ['ZAR', 'EUR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/** A ticket type's state for buyers at a moment. */
export const saleStates = ['on_sale', 'not_yet', 'ended', 'sold_out'] as const;

/** A ticket type as buyers see it: its price and terms, and how many are left to buy. */
export const publicTicketType = z.object({
  id: z.string(),
  name: z.string(),
  price: z.int(),
  currency: z.enum(currencies),
  maxPerOrder: z.int(),
  salesStart: z.optional(z.nullable(z.string())),
  salesEnd: z.optional(z.nullable(z.string())),
  left: z.int(),
  /**
   * Only when the event passes the platform's fee on to buyers: the service fee and the VAT
   * on it, per ticket, in minor units (0 on free tickets). A buyer pays `price` plus both,
   * exactly what the payment then charges (contract/fees.ts `ticketCharge`).
   */
  serviceFee: z.optional(z.int()),
  serviceFeeVat: z.optional(z.int()),
});
export type PublicTicketType = z.infer<typeof publicTicketType>;

/**
 * GET /api/events/{id} for anyone but the event's owner and administrators (who get
 * `eventWithTypes`): an approved event with only what a buyer needs, nothing about its
 * organiser, its review or its sales.
 */
export const publicEvent = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.optional(z.string()),
  /** The banner in the sizes the page draws it, AVIF and WebP (see banner-image.ts). */
  imageVariants: z.optional(
    z.array(
      z.object({
        format: z.enum(['avif', 'webp']),
        width: z.int(),
        height: z.int(),
        url: z.string(),
      }),
    ),
  ),
  locationText: z.optional(z.string()),
  location: z.optional(z.object({ lat: z.number(), lng: z.number() })),
  startsAt: z.optional(z.string()),
  endsAt: z.optional(z.string()),
  timeZone: z.optional(z.string()),
  /** The event was cancelled: nothing is for sale (`types` is empty); the page says so. */
  cancelledAt: z.optional(z.string()),
  cancelledReason: z.optional(z.string()),
  /**
   * Buyers queue in the waiting room (POST /api/events/{id}/waitingRoom) and buy with its
   * admission token. Missing: buy straight away.
   */
  waitingRoom: z.optional(z.boolean()),
  /**
   * Some ticket types are hidden until an access code is typed (contract/access-codes.ts):
   * the page offers a "Have an access code?" field. Missing when there are none (types sold
   * only through a link never say so). Hidden types are never in `types`.
   */
  accessCodes: z.optional(z.literal(true)),
  types: z.array(publicTicketType),
});
export type PublicEvent = z.infer<typeof publicEvent>;

/** GET /api/events/{id}/availability: small and fresh, for the public page to poll. */
export const availabilityResponse = z.object({
  types: z.array(
    z.object({
      id: z.string(),
      left: z.int(),
      state: z.enum(saleStates),
      /** Sold out and its waiting list closed by the organiser: nobody may join it. */
      waitingListClosed: z.optional(z.literal(true)),
    }),
  ),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;
