import type { AttendeeInput } from '@contract/attendee-details';

/** What the buyer typed so far: answers per order, and one entry per ticket. */
export type AttendeeDraft = { answers: Record<string, string>; attendees: AttendeeInput[] };
