import type { EventWithTypes } from '@contract/events';
import { defaultTransferSettings } from '@contract/transfer-settings';
import { defaultReminderSettings } from '@contract/reminder-settings';
import { defaultRefundRequestSettings } from '@contract/refund-request-settings';
import { formatMinorUnits } from '@contract/money';
import { browserTimeZone, isoToWallClock } from '@/lib/event-time';
import type { EventDraft } from './event-draft';

/** An existing event as an editable draft: the same shape the wizard fills in. */
export function eventToDraft(event: EventWithTypes): EventDraft {
  const timeZone = event.timeZone ?? browserTimeZone();
  // Unset (events saved before the setting existed): off, as the server reads it.
  const refundRequests = event.refundRequests ?? defaultRefundRequestSettings;
  return {
    name: event.name,
    description: event.description,
    locationText: event.locationText ?? '',
    latitude: event.location?.lat ?? '',
    longitude: event.location?.lng ?? '',
    startsAt: isoToWallClock(event.startsAt, timeZone),
    endsAt: isoToWallClock(event.endsAt, timeZone),
    timeZone,
    types: event.types.map((type) => ({
      key: type.id,
      id: type.id,
      name: type.name,
      price: formatMinorUnits(type.price),
      currency: type.currency,
      capacity: type.capacity,
      maxPerOrder: type.maxPerOrder,
      salesStart: isoToWallClock(type.salesStart, timeZone),
      salesEnd: isoToWallClock(type.salesEnd, timeZone),
      sold: type.sold,
      ...(type.visibility ? { visibility: type.visibility } : {}),
      ...(type.accessCode ? { accessCode: type.accessCode } : {}),
    })),
    feeMode: event.feeMode,
    waitingRoom: event.waitingRoom?.enabled ?? false,
    admitPerMinute: event.waitingRoom?.admitPerMinute ?? '',
    // Events made before the choice was offered never turn it on by themselves.
    waitingRoomAutoOn: event.waitingRoom?.autoOn ?? false,
    // Events saved before the setting existed allow transfers, as the server does.
    transfersEnabled: event.transfers?.enabled ?? defaultTransferSettings.enabled,
    transferCloseHours:
      event.transfers?.closeHoursBeforeStart ?? defaultTransferSettings.closeHoursBeforeStart,
    // Events saved before the setting existed are reminded of, as the server does.
    remindersEnabled: event.reminders?.enabled ?? defaultReminderSettings.enabled,
    reminderHours: event.reminders?.hoursBeforeStart ?? defaultReminderSettings.hoursBeforeStart,
    reminderNote: event.reminders?.note ?? '',
    refundRequestsEnabled: refundRequests.enabled,
    refundRequestDays: refundRequests.untilDaysBeforeStart,
    refundRequestApproval: refundRequests.approval,
    // Unset (events saved before the setting existed): listed, as the server reads it.
    listed: event.listed ?? true,
  };
}
