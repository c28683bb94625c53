import type { attendeeStatusFilters } from '../contract/orders';

/** Where a ticket stands at the door: the value the attendee list filters on. */
export type DoorState = (typeof attendeeStatusFilters)[number];

/**
 * A ticket's door state from its status and check-in. Stored beside them (`doorState`)
 * because Firestore cannot filter on a missing field (`checkedInAt` is missing until a
 * check-in): every write that changes `status` or `checkedInAt` writes it too.
 */
export function doorStateOf(ticket: { status?: string; checkedInAt?: string }): DoorState {
  if (ticket.status === 'void') return 'void';
  return ticket.checkedInAt ? 'checked_in' : 'not_checked_in';
}
