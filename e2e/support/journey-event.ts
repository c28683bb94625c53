import type { CreateEventRequest, EventWithTypes } from '../../functions/src/contract/events';
import type { TestUser } from '../../tests/support/auth-emulator';
import { createApprovedEvent } from '../../tests/support/events';

/**
 * What a journey's event says of itself; it starts at 17:00 UTC on 6 March 2027 unless
 * `startsAt` says otherwise.
 */
export type JourneyEventDetails = Pick<
  CreateEventRequest,
  'description' | 'locationText' | 'types'
> &
  Partial<Pick<CreateEventRequest, 'startsAt' | 'endsAt' | 'feeMode'>>;

/**
 * `organiser`'s event `name` (made unique for the run), in Cape Town's time zone, approved by
 * `admin` so that its public page shows.
 */
export function createJourneyEvent(
  organiser: TestUser,
  admin: TestUser,
  name: string,
  details: JourneyEventDetails,
): Promise<EventWithTypes> {
  return createApprovedEvent(organiser, admin, {
    name: `${name} ${Date.now()}`,
    startsAt: '2027-03-06T17:00:00.000Z',
    timeZone: 'Africa/Johannesburg',
    ...details,
  });
}
