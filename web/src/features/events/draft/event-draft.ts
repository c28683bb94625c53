import type { Currency } from '@contract/events';
import type { TicketVisibility } from '@contract/access-codes';
import { defaultTransferSettings } from '@contract/transfer-settings';
import { defaultReminderSettings } from '@contract/reminder-settings';
import {
  defaultRefundRequestSettings,
  type RefundRequestSettings,
} from '@contract/refund-request-settings';
import { defaultFeeMode, type FeeMode } from '@contract/fees';
import { browserTimeZone } from '@/lib/event-time';

/**
 * A ticket type as the wizard holds it: what the organiser typed, before it is parsed.
 * Dates are wall-clock times ("2026-03-14T19:00") in the event's time zone, or empty.
 */
export type TicketTypeDraft = {
  /** Keeps React's list identity stable across renders and reloads. */
  key: string;
  /** The server's id when editing an existing type. */
  id?: string;
  name: string;
  /** Major units as typed ("150.50"); parsed with parsePriceToMinorUnits. */
  price: string;
  currency: Currency;
  capacity: number | string;
  maxPerOrder: number | string;
  salesStart: string;
  salesEnd: string;
  /** Tickets already sold (0 for a new type): such a type cannot be deleted or shrunk below it. */
  sold: number;
  /** Who sees it (missing: public) and, when hidden, the code that unlocks it, as typed. */
  visibility?: TicketVisibility;
  accessCode?: string;
};

export type EventDraft = {
  name: string;
  description: string;
  locationText: string;
  /** '' while unset; NumberInput hands out strings while a number is half typed. */
  latitude: number | string;
  longitude: number | string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  types: TicketTypeDraft[];
  /** Who pays the platform's service fee on paid tickets. */
  feeMode: FeeMode;
  /** Buyers queue in a waiting room (see the waiting room page). */
  waitingRoom: boolean;
  /** Buyers let in a minute; '' for the platform's default. */
  admitPerMinute: number | string;
  /** The room turns itself on in a rush (on for new events). */
  waitingRoomAutoOn: boolean;
  /** Holders may hand tickets to friends (on unless the organiser turns it off). */
  transfersEnabled: boolean;
  /** Hours before the start when transfers stop; '' while the field is cleared. */
  transferCloseHours: number | string;
  /** Holders get a reminder before the start (on unless the organiser turns it off). */
  remindersEnabled: boolean;
  /** Hours before the start the reminder goes; '' while the field is cleared. */
  reminderHours: number | string;
  /** The organiser's note in the reminder; '' for none. */
  reminderNote: string;
  /** Buyers may ask for a refund from their ticket's page (off unless turned on). */
  refundRequestsEnabled: boolean;
  /** Days before the start when requests stop; '' while the field is cleared. */
  refundRequestDays: number | string;
  /** Whether the organiser decides each request or it is refunded at once. */
  refundRequestApproval: RefundRequestSettings['approval'];
  /** On What's on and the organisation's page (on unless the organiser turns it off). */
  listed: boolean;
};

/** The banner chosen in the photo step, before (or instead of) its upload. */
export type BannerDraft = { blob: Blob; previewUrl: string };

export const maxTicketTypes = 20;

let keyCounter = 0;

export function newKey(): string {
  keyCounter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `type-${keyCounter}-${random}`;
}

export function emptyTicketType(currency: Currency = 'ZAR'): TicketTypeDraft {
  return {
    key: newKey(),
    name: '',
    price: '',
    currency,
    capacity: 100,
    maxPerOrder: 10,
    salesStart: '',
    salesEnd: '',
    sold: 0,
  };
}

export function emptyDraft(timeZone: string = browserTimeZone()): EventDraft {
  return {
    name: '',
    description: '',
    locationText: '',
    latitude: '',
    longitude: '',
    startsAt: '',
    endsAt: '',
    timeZone,
    types: [],
    feeMode: defaultFeeMode,
    waitingRoom: false,
    admitPerMinute: '',
    waitingRoomAutoOn: true,
    transfersEnabled: defaultTransferSettings.enabled,
    transferCloseHours: defaultTransferSettings.closeHoursBeforeStart,
    remindersEnabled: defaultReminderSettings.enabled,
    reminderHours: defaultReminderSettings.hoursBeforeStart,
    reminderNote: '',
    refundRequestsEnabled: defaultRefundRequestSettings.enabled,
    refundRequestDays: defaultRefundRequestSettings.untilDaysBeforeStart,
    refundRequestApproval: defaultRefundRequestSettings.approval,
    listed: true,
  };
}
