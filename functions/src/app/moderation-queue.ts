import type { EventWithTypes } from '../contract/events';
import { listAllEvents } from './list-all-events';
import { readTicketTypes } from './read-ticket-types';
import type { Services } from './services';

/** The administrators' queue: every event in review order, with its ticket types and prices. */
export async function moderationQueue({
  services,
}: {
  services: Pick<Services, 'docs'>;
}): Promise<EventWithTypes[]> {
  const events = await listAllEvents({ services });
  return Promise.all(
    events.map(async (event) => ({
      ...event,
      types: await readTicketTypes(services.docs, event.id),
    })),
  );
}
