import type { EventWithTypes } from '../contract/events';
import { paths } from '../paths';
import { toTicketTypeView, type TicketTypeRecord } from './event-records';
import { listAllEvents } from './list-all-events';
import type { Services } from './services';

/** The administrators' queue: every event in review order, with its ticket types and prices. */
export async function moderationQueue({
  services,
}: {
  services: Pick<Services, 'docs'>;
}): Promise<EventWithTypes[]> {
  const events = await listAllEvents({ services });
  return Promise.all(
    events.map(async (event) => {
      const types = await services.docs.query<TicketTypeRecord>({
        collection: paths.eventTypes(event.id),
        orderBy: [{ field: 'position', direction: 'asc' }],
      });
      return { ...event, types: types.map(toTicketTypeView) };
    }),
  );
}
