import { z } from 'zod';
import { docIdSchema, eventId, ticketTypeId } from './ids';
import { ticketQuantity, wholeNumber } from './form-fields';

/**
 * The waiting list of a sold-out ticket type (issue 24 part 4). A person joins with an email
 * and a quantity; when tickets come back they are offered, first in line first, for a while
 * (the event's `offerHours`), by an emailed link that holds them.
 */

export const waitingListPathParams = z.object({ eventId, typeId: ticketTypeId });

/** An entry's id: a hash of its email (joining again with it updates the entry). */
export const waitingEntryId = docIdSchema('a waiting-list entry', { min: 22, max: 22 });
/** The secret of an entry's links: 128 random bits in base64url. */
export const waitingEntryToken = z
  .string({ message: 'No token' })
  .regex(/^[A-Za-z0-9_-]{22}$/, 'Not a waiting-list link');

export const waitingEntryPathParams = waitingListPathParams.extend({ entryId: waitingEntryId });

/** POST /api/events/{eventId}/waitingLists/{typeId}/join */
export const joinWaitingListRequest = z.object({
  email: z
    .string({ message: 'Enter your email address' })
    .trim()
    .min(1, 'Enter your email address')
    .max(254, 'At most 254 characters')
    .email('Enter a valid email address')
    .transform((email) => email.toLowerCase()),
  quantity: ticketQuantity,
});
export type JoinWaitingListRequest = z.input<typeof joinWaitingListRequest>;

/**
 * Joined (or updated, for the same email). `token` is given only to the session that first
 * joined with this email: anyone else learns it from the email alone.
 */
export type JoinWaitingListResponse = {
  entryId: string;
  quantity: number;
  updated: boolean;
  token?: string;
};
export const joinWaitingListResponse = z.object({
  entryId: z.string(),
  quantity: z.int(),
  updated: z.boolean(),
  token: z.string().optional(),
});

/** The header the link's page sends its secret in when it reads the entry (never the address). */
export const waitingEntryTokenHeader = 'x-waiting-list-token';

/** The body of the entry's own calls (leave, claim): the link's secret. */
export const waitingEntryTokenRequest = z.object({ token: waitingEntryToken });

export const waitingEntryStates = [
  'waiting',
  'offered',
  'claimed',
  'lapsed',
  'left',
  'closed',
] as const;
export type WaitingEntryStateView = (typeof waitingEntryStates)[number];

/** GET /api/events/{eventId}/waitingLists/{typeId}/entries/{entryId} (token header): the link's page. */
export type WaitingEntryView = {
  eventId: string;
  eventName: string;
  typeId: string;
  typeName: string;
  /** What the person asked for. */
  quantity: number;
  /** `offered` only while the offer is open; an offer whose time ran out reads `lapsed`. */
  state: WaitingEntryStateView;
  offer?: {
    quantity: number;
    expiresAt: string;
    /** The ticket's price, and what the order costs with the event's fee terms. */
    unitPrice: number;
    amount: number;
    currency: string;
  };
  /** A claimed offer's order (its payment, or its tickets). */
  orderId?: string;
};
export const waitingEntryView = z.object({
  eventId: z.string(),
  eventName: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  quantity: z.int(),
  state: z.enum(waitingEntryStates),
  offer: z
    .object({
      quantity: z.int(),
      expiresAt: z.string(),
      unitPrice: z.int(),
      amount: z.int(),
      currency: z.string(),
    })
    .optional(),
  orderId: z.string().optional(),
});

/** What leaving answers: the entry's state now (`left`, or what it already was). */
export const leaveWaitingListResponse = z.object({ state: z.enum(waitingEntryStates) });

/** PUT /api/events/{eventId}/waitingListSettings */
export const waitingListSettingsRequest = z.object({
  offerHours: wholeNumber('Hours').min(1, 'At least 1 hour').max(168, 'At most 168 hours (a week)'),
});
export type WaitingListSettings = z.infer<typeof waitingListSettingsRequest>;

/** One person in line, as the organiser sees them. */
export type WaitingEntryOrganiserView = {
  email: string;
  quantity: number;
  joinedAt: string;
  state: WaitingEntryStateView;
  offer?: { quantity: number; expiresAt: string };
};

/** GET /api/events/{eventId}/waitingLists: every type's list, in line order. */
export type WaitingListsView = {
  offerHours: number;
  lists: Array<{
    typeId: string;
    typeName: string;
    closed: boolean;
    waiting: number;
    /** Tickets offered and not yet claimed. */
    offered: number;
    entries: WaitingEntryOrganiserView[];
  }>;
};
export const waitingListsView = z.object({
  offerHours: z.int(),
  lists: z.array(
    z.object({
      typeId: z.string(),
      typeName: z.string(),
      closed: z.boolean(),
      waiting: z.int(),
      offered: z.int(),
      entries: z.array(
        z.object({
          email: z.string(),
          quantity: z.int(),
          joinedAt: z.string(),
          state: z.enum(waitingEntryStates),
          offer: z.object({ quantity: z.int(), expiresAt: z.string() }).optional(),
        }),
      ),
    }),
  ),
});

/**
 * POST .../waitingLists/{typeId}/offer: serve the list now, adding `addTickets` to the type's
 * capacity first (the organiser offering tickets by hand beyond what came back).
 */
export const offerNowRequest = z.object({
  addTickets: wholeNumber('Tickets')
    .min(0, 'Not fewer than 0')
    .max(10_000, 'At most 10,000 at a time')
    .default(0),
});
export type OfferNowRequest = z.input<typeof offerNowRequest>;

/** What serving the list now did. */
export type OfferNowResponse = { offersMade: number; ticketsOffered: number };
export const offerNowResponse = z.object({ offersMade: z.int(), ticketsOffered: z.int() });
