import type { Currency, TicketTypeView } from '../../contract/events';
import type { ApprovalStatus, EventSummary } from '../../contract/event-summary';
import { approvalStatusOf } from '../../domain/approval';
import type { FeeMode, FeeSchedule } from '../../domain/fees';
import type { EventFacts } from '../../domain/event-change';
import { searchKeywords } from '../../domain/search-keywords';
import { areasOf, listingOf, type listedValue } from '../../domain/listing';
import type { WaitingRoomSettings } from '../../domain/waiting-room';
import type { TransferSettings } from '../../contract/transfer-settings';
import type { ReminderSettings } from '../../contract/reminder-settings';
import type { RefundRequestSettings } from '../../contract/refund-request-settings';
import type { AttendeeDetailsRecord } from '../attendee-details/attendee-records';
import { deleteField, type DocData, type DocWrite, type ExistingDoc } from '../../ports/doc-store';
import { bannerUrl } from './banner-versions';
import type { BannerVariantsByVersion } from './banner-variants';

/** `events/{id}` as stored. */
export type EventRecord = DocData & {
  /** Who made it. */
  uid: string;
  /**
   * The organisation it belongs to (see app/organisations): its members may work on it as
   * their roles allow. Unset on events made before organisations until `npm run migrate`.
   */
  orgId?: string;
  name: string;
  description: string;
  approved?: boolean;
  /**
   * `approved` as a value Firestore can query (an unset field cannot be filtered on): written
   * with `approved` by every write that changes it, and by the one-time backfill for events
   * stored before it was kept (see derived-fields.ts).
   */
  status?: ApprovalStatus;
  rejectedReason?: string;
  /**
   * What search finds the event by (see domain/search-keywords.ts): the words of its name
   * and location and their prefixes, written with them (create, edit) and by the backfill.
   */
  keywords?: string[];
  /** Blob path of the latest banner, when one was uploaded (see banner-versions.ts). */
  imageSrc?: string;
  imageUpdatedAt?: string;
  /** Blob path of the banner an administrator approved: the one buyers see. */
  publishedImageSrc?: string;
  /** The AVIF and WebP sizes of those two banners, by version (see banner-variants.ts). */
  bannerVariants?: BannerVariantsByVersion;
  locationText?: string;
  location?: { lat: number; lng: number };
  startsAt?: string;
  endsAt?: string;
  /**
   * `overAtOf` the event in UTC (see `storedOverAt`), as a value Firestore can order by (it
   * cannot order by "endsAt, else startsAt"): written with the dates by every write that changes them, and by the one-time
   * backfill (see payouts/over-at-backfill.ts). The administrators' payables list reads it.
   */
  overAt?: string;
  /**
   * `startsAt` in UTC (see `storedStartsAt`), as a value Firestore can range over (stored dates
   * carry their own offsets): written with the dates, and by the one-time backfill (see
   * reminders/starts-at-backfill.ts). The reminder sweep finds the week's events by it.
   */
  startsAtUtc?: string;
  timeZone?: string;
  /** The organiser's "List on What's on" (issue 40); unset: listed. */
  listed?: boolean;
  /**
   * `listed` while the event is on the public lists (approved, not cancelled, `listed` not
   * false, with a date: domain/listing.ts `listingOf`); unset otherwise. Written by every write
   * that changes one of those (create, edit, approval, resubmission, a new banner,
   * cancellation) and by the one-time backfill (listings/listing-backfill.ts), so that one
   * query with `overAt` and `startsAtUtc` finds what is on without reading what is not.
   */
  listing?: typeof listedValue;
  /**
   * The city-or-area keys What's on filters by: each comma-separated part of `locationText`
   * (domain/listing.ts `areasOf`), written with it and by the backfill.
   */
  areas?: string[];
  /** Who pays the platform's fee: the organiser out of the price (the default), or the buyer. */
  feeMode?: FeeMode;
  /** The organiser's own fee, where an administrator set one; else the platform's. */
  feeSchedule?: FeeSchedule;
  /** An administrator stopped payouts of this event's money until lifted (see app/payouts). */
  payoutHold?: { reason: string; by: string; at: string } | null;
  /**
   * The waiting room (see app/waiting-room): when on, buyers join a line and beginTransaction
   * asks for the admission token the line gives them.
   */
  waitingRoom?: WaitingRoomSettings;
  /** Transfers to a friend (see app/transfers); unset: `defaultTransferSettings`. */
  transfers?: TransferSettings;
  /** Reminders before the start (see app/reminders); unset: `defaultReminderSettings`. */
  reminders?: ReminderSettings;
  /** Refunds buyers may ask for (see app/refund-requests); unset: off. */
  refundRequests?: RefundRequestSettings;
  /** What buyers are asked of each ticket's holder (see app/attendee-details); unset: nothing. */
  attendeeDetails?: AttendeeDetailsRecord;
  /** Tickets sold so far; kept by checkout. An event with sales cannot be deleted. */
  ticketsSold?: number;
  /**
   * The ids of its ticket types, written with them (create and edit), so that a list of
   * events reads the stock of all their types in one batch. Events saved before it was
   * kept have none: their types are read instead.
   */
  typeIds?: string[];
  /**
   * How many allocator partitions sell its tickets (domain/partitions.ts), fixed when it is
   * first approved with nothing sold yet, and never changed after, so no sale moves between
   * layouts of stock. Absent: 1, the one allocator and `events/{id}/stock/{typeId}`.
   */
  allocatorPartitions?: number;
  /**
   * Set once by the first cancellation (see cancel-event.ts): from then on the event sells
   * nothing, buyers are told it was cancelled, and its paid orders are refunded.
   */
  cancelledAt?: string;
  cancelledReason?: string;
  cancelledBy?: string;
  /**
   * True from the cancellation until a call found none of its orders left to refund: the
   * stalled-refunds sweep finishes a cancellation whose caller stopped half-way.
   */
  cancellationRefundsPending?: boolean;
  /**
   * The time and place its ticket holders were last told (app/event-changes), and the
   * calendar entry's SEQUENCE then: written when it is approved; a later approval with other
   * facts tells the holders and counts the sequence up. Unset before its first approval.
   */
  announced?: EventFacts & { sequence: number };
  /** When an approved change last moved its time (search engines' `EventRescheduled`). */
  rescheduledAt?: string;
  /** The start before the last approved change that moved it (`previousStartDate`). */
  previousStartsAt?: string;
  reviewedAt?: string;
  reviewedBy?: string;
  /** The latest change of `approved`: see status-change.ts. */
  statusChangeId?: string;
  statusChangedAt?: string;
  statusChangedBy?: string;
  createdAt: string;
  updatedAt: string;
};

/** `events/{id}/types/{typeId}` as stored. */
export type TicketTypeRecord = DocData & {
  name: string;
  price: number;
  currency: Currency;
  capacity: number;
  maxPerOrder: number;
  salesStart: string | null;
  salesEnd: string | null;
  /** Order in which the organiser listed the types. */
  position: number;
  /** Tickets of this type sold so far; kept by checkout. */
  sold?: number;
  /**
   * Hidden types only (absent: public): revealed by `accessCode` typed on the page (`code`)
   * or only through a link carrying it (`link`). See domain/ticket-visibility.ts.
   */
  visibility?: 'code' | 'link';
  /** In capitals; set exactly when the type is hidden. */
  accessCode?: string;
};

/** What a ticket type offers, at what price and when (no sales window: `null`). */
type TicketTypeTerms = Pick<
  TicketTypeRecord,
  'name' | 'price' | 'currency' | 'capacity' | 'maxPerOrder' | 'salesStart' | 'salesEnd'
>;

/**
 * When the event is over, as payouts count it: its end, else its start; undefined for an
 * event with neither, which is never over.
 */
export function overAtOf(event: { startsAt?: string; endsAt?: string }): string | undefined {
  return event.endsAt ?? event.startsAt;
}

/**
 * `overAtOf` as `overAt` stores it: in UTC, so that stored values order and compare as text
 * (dates may come with any offset). Undefined for a date that does not parse.
 */
export function storedOverAt(event: { startsAt?: string; endsAt?: string }): string | undefined {
  const overAt = overAtOf(event);
  const ms = overAt === undefined ? Number.NaN : Date.parse(overAt);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** `startsAt` in UTC, as `startsAtUtc` stores it; undefined without a start that parses. */
export function storedStartsAt(event: { startsAt?: string }): string | undefined {
  const ms = event.startsAt === undefined ? Number.NaN : Date.parse(event.startsAt);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** The `keywords` of an event with this name and location. */
export function eventKeywords(event: { name: string; locationText?: string }): string[] {
  return searchKeywords([event.name, event.locationText]);
}

/**
 * The fields What's on queries, derived from the rest: `listing` (or none) and `areas`. A
 * write sets them with `listingWrite`, which deletes what is no longer there.
 */
export function listingFields(event: EventRecord): Pick<EventRecord, 'listing' | 'areas'> {
  // From the dates themselves: an event stored before `startsAtUtc` was kept is listed too.
  const listing = listingOf({
    ...event,
    startsAtUtc: storedStartsAt(event),
    overAt: storedOverAt(event),
  });
  return { ...(listing ? { listing } : {}), areas: areasOf(event.locationText) };
}

/** `listingFields` as a merge or update writes them: `listing` deleted when unset. */
export function listingWrite(event: EventRecord): DocWrite {
  const { listing, areas = [] } = listingFields(event);
  return { listing: listing ?? deleteField, areas };
}

export function toEventSummary(doc: ExistingDoc<EventRecord>): EventSummary {
  const event = doc.data;
  return {
    id: doc.id,
    uid: event.uid,
    name: event.name,
    description: event.description,
    ...(event.approved !== undefined ? { approved: event.approved } : {}),
    ...(event.rejectedReason !== undefined ? { rejectedReason: event.rejectedReason } : {}),
    status: approvalStatusOf(event.approved),
    ...(event.imageSrc ? { imageUrl: bannerUrl(doc.id, event.imageSrc, event) } : {}),
    ...(event.locationText !== undefined ? { locationText: event.locationText } : {}),
    ...(event.location !== undefined ? { location: event.location } : {}),
    ...(event.startsAt !== undefined ? { startsAt: event.startsAt } : {}),
    ...(event.endsAt !== undefined ? { endsAt: event.endsAt } : {}),
    ...(event.timeZone !== undefined ? { timeZone: event.timeZone } : {}),
    ...(event.listed !== undefined ? { listed: event.listed } : {}),
    ticketsSold: event.ticketsSold ?? 0,
    ...(event.cancelledAt !== undefined ? { cancelledAt: event.cancelledAt } : {}),
    ...(event.cancelledReason !== undefined ? { cancelledReason: event.cancelledReason } : {}),
    // What the organiser set (not when the room last turned itself on).
    ...(event.waitingRoom !== undefined
      ? {
          waitingRoom: {
            enabled: event.waitingRoom.enabled,
            ...(event.waitingRoom.admitPerMinute !== undefined
              ? { admitPerMinute: event.waitingRoom.admitPerMinute }
              : {}),
            ...(event.waitingRoom.autoOn !== undefined ? { autoOn: event.waitingRoom.autoOn } : {}),
          },
        }
      : {}),
    ...(event.transfers !== undefined
      ? {
          transfers: {
            enabled: event.transfers.enabled,
            closeHoursBeforeStart: event.transfers.closeHoursBeforeStart,
          },
        }
      : {}),
    ...(event.reminders !== undefined
      ? {
          reminders: {
            enabled: event.reminders.enabled,
            hoursBeforeStart: event.reminders.hoursBeforeStart,
            ...(event.reminders.note ? { note: event.reminders.note } : {}),
          },
        }
      : {}),
    ...(event.refundRequests !== undefined
      ? {
          refundRequests: {
            enabled: event.refundRequests.enabled,
            untilDaysBeforeStart: event.refundRequests.untilDaysBeforeStart,
            approval: event.refundRequests.approval,
          },
        }
      : {}),
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  };
}

/** What a ticket type offers, at what price and when: as stored, as organisers and the allocator see it. */
export function ticketTypeTerms(type: TicketTypeTerms): TicketTypeTerms {
  return {
    name: type.name,
    price: type.price,
    currency: type.currency,
    capacity: type.capacity,
    maxPerOrder: type.maxPerOrder,
    salesStart: type.salesStart,
    salesEnd: type.salesEnd,
  };
}

export function toTicketTypeView(doc: ExistingDoc<TicketTypeRecord>): TicketTypeView {
  return {
    id: doc.id,
    ...ticketTypeTerms(doc.data),
    sold: doc.data.sold ?? 0,
    ...(doc.data.visibility ? { visibility: doc.data.visibility } : {}),
    ...(doc.data.accessCode ? { accessCode: doc.data.accessCode } : {}),
  };
}
