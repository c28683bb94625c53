import {
  createEventRequest,
  type CreateEventRequest,
  type TicketTypeInput,
} from '@contract/events';
import { parsePriceToMinorUnits } from '@contract/money';
import { isValidTimeZone, wallClockToIso } from '@/lib/event-time';
import type { EventDraft, TicketTypeDraft } from './event-draft';

/** Field path (as the API's `fields` and Mantine form name them, e.g. "types.0.price") to message. */
export type DraftErrors = Record<string, string>;

export type DraftCheck =
  | { isValid: true; request: CreateEventRequest; errors: DraftErrors }
  | { isValid: false; request: undefined; errors: DraftErrors };

/** The contract names the coordinates `location.lat`; the form's inputs are these. */
const formPathOf: Record<string, string> = {
  'location.lat': 'latitude',
  'location.lng': 'longitude',
  location: 'latitude',
  'waitingRoom.admitPerMinute': 'admitPerMinute',
  'waitingRoom.enabled': 'waitingRoom',
  'waitingRoom.autoOn': 'waitingRoomAutoOn',
  'transfers.enabled': 'transfersEnabled',
  'transfers.closeHoursBeforeStart': 'transferCloseHours',
  'reminders.enabled': 'remindersEnabled',
  'reminders.hoursBeforeStart': 'reminderHours',
  'reminders.note': 'reminderNote',
  'refundRequests.enabled': 'refundRequestsEnabled',
  'refundRequests.untilDaysBeforeStart': 'refundRequestDays',
  'refundRequests.approval': 'refundRequestApproval',
};

/**
 * Turns the wizard's draft into the API's request, or says everything that is wrong with it:
 * prices parsed from major units, wall-clock times read in the event's zone, then the very
 * schema the API validates with.
 */
export function checkDraft(draft: EventDraft): DraftCheck {
  const errors: DraftErrors = {};
  const addError = (path: string, message: string) => {
    errors[path] ??= message;
  };

  const timeZone = draft.timeZone.trim();
  if (!isValidTimeZone(timeZone)) addError('timeZone', 'Choose a time zone');
  const readTime = (path: string, wallClock: string) => {
    if (!wallClock) return undefined;
    const iso = wallClockToIso(wallClock, isValidTimeZone(timeZone) ? timeZone : 'UTC');
    if (!iso) addError(path, 'Enter a date and a time');
    return iso;
  };

  const startsAt = readTime('startsAt', draft.startsAt);
  const endsAt = readTime('endsAt', draft.endsAt);
  if (draft.endsAt && !draft.startsAt) addError('startsAt', 'When does it start?');
  if (startsAt && endsAt && endsAt <= startsAt)
    addError('endsAt', 'The end must be after the start');

  const location = readLocation(draft, addError);
  const types = draft.types.map((type, index) => readTicketType(type, index, readTime, addError));

  const request: CreateEventRequest = {
    name: draft.name.trim(),
    description: draft.description.trim(),
    ...(draft.locationText.trim() ? { locationText: draft.locationText.trim() } : {}),
    ...(location ? { location } : {}),
    ...(startsAt ? { startsAt } : {}),
    ...(endsAt ? { endsAt } : {}),
    ...(timeZone ? { timeZone } : {}),
    types,
    feeMode: draft.feeMode,
    // Sent whether on or off, so that an edit can turn it off.
    waitingRoom: {
      enabled: draft.waitingRoom,
      ...(draft.admitPerMinute === '' ? {} : { admitPerMinute: Number(draft.admitPerMinute) }),
      autoOn: draft.waitingRoomAutoOn,
    },
    transfers: {
      enabled: draft.transfersEnabled,
      // Cleared: the schema names the field ("must be a number").
      closeHoursBeforeStart:
        draft.transferCloseHours === '' ? Number.NaN : Number(draft.transferCloseHours),
    },
    reminders: {
      enabled: draft.remindersEnabled,
      hoursBeforeStart: draft.reminderHours === '' ? Number.NaN : Number(draft.reminderHours),
      ...(draft.reminderNote.trim() ? { note: draft.reminderNote.trim() } : {}),
    },
    refundRequests: {
      enabled: draft.refundRequestsEnabled,
      untilDaysBeforeStart:
        draft.refundRequestDays === '' ? Number.NaN : Number(draft.refundRequestDays),
      approval: draft.refundRequestApproval,
    },
    listed: draft.listed,
  };

  const parsed = createEventRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      addError(formPathOf[path] ?? path, issue.message);
    }
  }
  return Object.keys(errors).length === 0
    ? { isValid: true, request, errors }
    : { isValid: false, request: undefined, errors };
}

function readLocation(draft: EventDraft, addError: (path: string, message: string) => void) {
  const hasLatitude = draft.latitude !== '';
  const hasLongitude = draft.longitude !== '';
  if (!hasLatitude && !hasLongitude) return undefined;
  if (!hasLatitude) addError('latitude', 'Enter the latitude too, or clear both');
  if (!hasLongitude) addError('longitude', 'Enter the longitude too, or clear both');
  const lat = Number(draft.latitude);
  const lng = Number(draft.longitude);
  if (hasLatitude && !Number.isFinite(lat)) addError('latitude', 'Latitude must be a number');
  if (hasLongitude && !Number.isFinite(lng)) addError('longitude', 'Longitude must be a number');
  return hasLatitude && hasLongitude ? { lat, lng } : undefined;
}

function readTicketType(
  type: TicketTypeDraft,
  index: number,
  readTime: (path: string, wallClock: string) => string | undefined,
  addError: (path: string, message: string) => void,
): TicketTypeInput {
  const path = (field: string) => `types.${index}.${field}`;
  const price = parsePriceToMinorUnits(type.price);
  if (!price.ok) addError(path('price'), price.error);
  const salesStart = readTime(path('salesStart'), type.salesStart);
  const salesEnd = readTime(path('salesEnd'), type.salesEnd);
  if (salesStart && salesEnd && salesEnd <= salesStart) {
    addError(path('salesEnd'), 'Sales must end after they start');
  }
  const capacity = readWholeNumber(type.capacity);
  if (capacity !== undefined && capacity < type.sold) {
    addError(path('capacity'), `${type.sold} already sold: capacity cannot be lower`);
  }
  return {
    ...(type.id ? { id: type.id } : {}),
    name: type.name.trim(),
    // A price that does not parse is reported above; 0 keeps the schema from repeating it.
    price: price.ok ? price.minorUnits : 0,
    currency: type.currency,
    capacity: capacity ?? Number.NaN,
    maxPerOrder: readWholeNumber(type.maxPerOrder) ?? Number.NaN,
    salesStart: salesStart ?? null,
    salesEnd: salesEnd ?? null,
    ...visibilityOf(type),
  };
}

/** A hidden type goes with its code (none typed: null, which the schema says it needs). */
function visibilityOf(type: TicketTypeDraft): Pick<TicketTypeInput, 'visibility' | 'accessCode'> {
  if (!type.visibility || type.visibility === 'public') return {};
  return { visibility: type.visibility, accessCode: type.accessCode?.trim() || null };
}

/** NumberInput gives '' when empty: NaN lets the schema say "must be a number". */
function readWholeNumber(value: number | string): number | undefined {
  if (value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}
