import type { DraftErrors } from './draft-to-request';

const renamed: Record<string, string> = {
  'location.lat': 'latitude',
  'location.lng': 'longitude',
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

/** The API names coordinates as the contract does; the form's inputs are latitude/longitude. */
export function toFormPaths(fields: Readonly<Record<string, string>>): DraftErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [renamed[path] ?? path, message]),
  );
}
