import { z } from 'zod';
import { defaultFeeMode, feeModes } from './fees';
import { waitingRoomSettings } from './waiting-room';
import { transferSettings } from './transfer-settings';
import { reminderSettings } from './reminder-settings';
import { refundRequestSettings } from './refund-request-settings';
import { eventSummary, geoPoint } from './event-summary';
import { organisationId, refuseTypesListedTwice, ticketTypeId } from './ids';
import { minorUnits } from './minor-units';
import { currencies } from './public';
import { bannerFormats } from './banner-image';
import { teamRights } from './team-roles';
import { text } from './text';
import { isoDateTime, wholeNumber } from './form-fields';
import { refuseHiddenWithoutCode, ticketVisibilities, ticketVisibilityInput } from './access-codes';

export { currencies, publicEvent, publicTicketType } from './public';
export type { Currency, PublicEvent, PublicTicketType } from './public';

/** A ticket type as the organiser enters it. `price` is in minor units (15000 ZAR = R150.00). */
export const ticketTypeInput = z.object({
  id: ticketTypeId.optional(),
  name: text({ min: 1, minMessage: 'Need a ticket name', max: 80 }),
  price: z
    .number({ message: 'Price must be a number' })
    .int('Price is in whole cents')
    .min(0, 'Price cannot be negative')
    .max(100_000_000, 'Price is too high'),
  currency: z.enum(currencies, { message: 'Currency is ZAR, EUR or USD' }),
  capacity: wholeNumber('Capacity')
    .min(1, 'At least one ticket')
    .max(1_000_000, 'At most 1,000,000 tickets'),
  maxPerOrder: wholeNumber('Maximum per order')
    .min(1, 'At least one per order')
    .max(100, 'At most 100 per order')
    .default(10),
  salesStart: isoDateTime.nullable().optional(),
  salesEnd: isoDateTime.nullable().optional(),
  /** Public, or hidden until its access code is typed or comes in a link: contract/access-codes.ts. */
  ...ticketVisibilityInput,
});
export type TicketTypeInput = z.input<typeof ticketTypeInput>;
export type TicketType = z.output<typeof ticketTypeInput> & { id: string };

/** An IANA time zone the server's Intl knows, stored as Intl spells it ("utc" becomes "UTC"). */
const timeZone = z
  .string()
  .max(64, 'Not a time zone')
  .transform((zone, context) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      context.addIssue({ code: 'custom', message: 'Not a time zone', input: zone });
      return z.NEVER;
    }
  });

export const eventDetailsInput = z.object({
  name: text({ min: 1, minMessage: 'Need name', max: 120 }),
  description: text({ max: 5000, multiline: true }).default(''),
  locationText: text({ max: 300 }).optional(),
  location: geoPoint.optional(),
  startsAt: isoDateTime.optional(),
  endsAt: isoDateTime.optional(),
  timeZone: timeZone.optional(),
});

/** Who pays the platform's service fee on paid tickets: see contract/fees.ts. */
export const feeMode = z.enum(feeModes, { message: 'Fee mode is absorbed or passed_on' });

export const createEventRequest = eventDetailsInput
  .extend({
    /** Which organisation's (unset: the person's own, made the first time it is needed). */
    orgId: organisationId.optional(),
    types: z.array(ticketTypeInput).max(20, 'At most 20 ticket types').default([]),
    feeMode: feeMode.default(defaultFeeMode),
    /** Off unless sent; see contract/waiting-room.ts. */
    waitingRoom: waitingRoomSettings.optional(),
    /** Unset: on, closing 2 hours before the start; see contract/transfer-settings.ts. */
    transfers: transferSettings.optional(),
    /** Unset: on, 24 hours before the start; see contract/reminder-settings.ts. */
    reminders: reminderSettings.optional(),
    /** Unset: off; see contract/refund-requests.ts. */
    refundRequests: refundRequestSettings.optional(),
    /** "List on What's on" (unset: listed); off keeps it to its link. See contract/listing.ts. */
    listed: z.boolean({ error: "List on What's on is on or off" }).optional(),
  })
  .superRefine((event, context) => {
    if (event.startsAt && event.endsAt && Date.parse(event.endsAt) <= Date.parse(event.startsAt)) {
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The event ends after it starts',
      });
    }
    event.types.forEach((type, index) => {
      if (
        type.salesStart &&
        type.salesEnd &&
        Date.parse(type.salesEnd) <= Date.parse(type.salesStart)
      ) {
        context.addIssue({
          code: 'custom',
          path: ['types', index, 'salesEnd'],
          message: 'Sales end after they start',
        });
      }
    });
    // Editing keeps types by id: two with one id would make one overwrite the other.
    refuseTypesListedTwice(context, 'types', event.types, 'id');
    refuseHiddenWithoutCode(context, 'types', event.types);
  });
export type CreateEventRequest = z.input<typeof createEventRequest>;

/** Editing sends the whole draft again: types with an id are kept, new ones have none. */
export const updateEventRequest = createEventRequest;
export type UpdateEventRequest = z.input<typeof updateEventRequest>;

/**
 * The query of `GET /api/events/{id}/banner`: `v`, the banner version (see imageUrl); with
 * `w` and `f`, one of its sizes in AVIF or WebP (see contract/banner-image.ts).
 */
export const bannerQuery = z
  .object({
    v: z.string().max(200, 'Not a banner version').optional(),
    w: z.coerce.number().int('Not a banner width').positive('Not a banner width').optional(),
    f: z.enum(bannerFormats, { error: 'Not a banner format: avif or webp' }).optional(),
  })
  .refine((query) => (query.w === undefined) === (query.f === undefined), {
    path: ['w'],
    message: 'A banner size needs both its width (w) and its format (f)',
  });

/** What a ticket (its page, a friend's claim page) shows of its event. */
export const eventOnTicket = eventSummary
  .pick({
    id: true,
    name: true,
    startsAt: true,
    endsAt: true,
    timeZone: true,
    locationText: true,
    imageUrl: true,
  })
  .extend({
    /** The calendar entry's SEQUENCE: one more with each change holders were told of. */
    calendarSequence: z.number().int().optional(),
  });

export const ticketTypeView = z.object({
  id: z.string(),
  name: z.string(),
  price: minorUnits,
  currency: z.enum(currencies),
  capacity: z.number().int(),
  maxPerOrder: z.number().int(),
  salesStart: z.string().nullable().optional(),
  salesEnd: z.string().nullable().optional(),
  sold: z.number().int(),
  /** What buyers can still get (not held, not sold): GET /api/events/{id} says it. */
  left: z.number().int().optional(),
  /** As the public view has them (GET /api/events/{id}): see `publicTicketType`. */
  serviceFee: minorUnits.optional(),
  serviceFeeVat: minorUnits.optional(),
  /** Who sees it, and the code that unlocks a hidden one (contract/access-codes.ts). */
  visibility: z.enum(ticketVisibilities).optional(),
  accessCode: z.string().optional(),
});
export type TicketTypeView = z.infer<typeof ticketTypeView>;

/** A fee schedule (contract/fees.ts `FeeSchedule`): percent and VAT in basis points. */
export const feeSchedule = z.object({
  percentBasisPoints: z.number().int().min(0),
  /** Per paid ticket, in each currency's minor units; a currency missing here has none. */
  flatByCurrency: z.record(z.string(), z.number().int().min(0)),
  vatBasisPoints: z.number().int().min(0),
});

/**
 * `GET /api/events/{id}?as=organiser`: the organiser's view or 404, never the public view a
 * buyer gets (the workspace asks so; someone whose role was taken away is told so at once).
 */
export const eventViewQuery = z.object({ as: z.literal('organiser').optional() });

/** The organiser's view of one event (and what creating and editing answer). */
export const eventWithTypes = eventSummary.extend({
  /**
   * What the viewer may do on it (contract/team-roles.ts), as their role in its organisation
   * gives them: the web shows only those sections and buttons (the server decides regardless).
   */
  yourRights: z.array(z.enum(teamRights)).optional(),
  /** The organisation it belongs to (with `yourRights`: for those who work on it). */
  orgId: z.string().optional(),
  feeMode,
  /** The organiser's own fee, where an administrator set one; else GET /api/config's. */
  feeSchedule: feeSchedule.optional(),
  types: z.array(ticketTypeView),
});
export type EventWithTypes = z.infer<typeof eventWithTypes>;

export const approvalRequest = z.discriminatedUnion('approved', [
  z.object({ approved: z.literal(true) }),
  z.object({
    approved: z.literal(false),
    rejectedReason: text({ min: 1, minMessage: 'Give a reason', max: 1000, multiline: true }),
  }),
]);
export type ApprovalRequest = z.infer<typeof approvalRequest>;
