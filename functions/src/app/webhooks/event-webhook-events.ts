import { eventFactsOf, type EventChange, type EventFacts } from '../../domain/event-change';
import type { EventRecord } from '../events/event-records';
import type { WantedEvent } from './stage-if-wanted';
import type { EventRef } from './ticket-webhook-events';

/**
 * `event.approved`, one per approval: an event approved, sent back to review by an edit and
 * approved again is approved again (its time is part of the key).
 */
export function eventApprovedEvent({
  eventId,
  event,
  at,
}: {
  eventId: string;
  event: EventRecord;
  at: string;
}): WantedEvent<'event.approved'> {
  return {
    type: 'event.approved',
    key: `${eventId}\n${at}`,
    at: new Date(at),
    data: { event: { id: eventId, name: event.name, ...eventFactsOf(event) }, approvedAt: at },
  };
}

/** `event.changed`, one per approved change of the time or place (`changeId` names it). */
export function eventChangedEvent({
  event,
  changeId,
  changes,
  before,
  after,
  refundOffered,
  at,
}: {
  event: EventRef;
  changeId: string;
  changes: EventChange[];
  before: EventFacts;
  after: EventFacts;
  refundOffered: boolean;
  at: string;
}): WantedEvent<'event.changed'> {
  return {
    type: 'event.changed',
    key: changeId,
    at: new Date(at),
    data: {
      event,
      changeId,
      changes,
      before: eventFactsOf(before),
      after: eventFactsOf(after),
      changedAt: at,
      refundOffered,
    },
  };
}

/** `event.cancelled`, one per event: a cancellation is never undone. */
export function eventCancelledEvent({
  event,
  reason,
  at,
}: {
  event: EventRef;
  reason: string;
  at: string;
}): WantedEvent<'event.cancelled'> {
  return {
    type: 'event.cancelled',
    key: event.id,
    at: new Date(at),
    data: { event, reason, cancelledAt: at },
  };
}
