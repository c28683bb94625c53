import type { DocStore } from '../../ports/doc-store';
import { organiserName } from '../accounts/organiser-name';
import type { EventRecord } from '../events/event-records';

/** What a ticket's email, PDF and wallet passes tell of its event. */
export type EventFacts = {
  eventId: string;
  eventName: string;
  /** ISO 8601 with an offset, as the event stores them. */
  startsAt?: string;
  endsAt?: string;
  /** IANA zone the event happens in. */
  timeZone?: string;
  locationText?: string;
  location?: { lat: number; lng: number };
  organiserName?: string;
  /** The calendar entry's SEQUENCE (see contract/calendar.ts). */
  calendarSequence?: number;
};

/** The facts of event `eventId` as stored (`event`; undefined: gone, named generically). */
export async function eventFactsOf(
  docs: DocStore,
  eventId: string,
  event: EventRecord | undefined,
): Promise<EventFacts> {
  return {
    eventId,
    eventName: event?.name ?? 'your event',
    startsAt: event?.startsAt,
    endsAt: event?.endsAt,
    timeZone: event?.timeZone,
    locationText: event?.locationText,
    location: event?.location,
    organiserName: event ? await organiserName(docs, event.uid) : undefined,
    calendarSequence: event?.announced?.sequence,
  };
}
