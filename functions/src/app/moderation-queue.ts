import type { EventWithTypes } from '../contract/events';
import { listAllEvents } from './list-all-events';
import { readSoldCountsOfEvents, totalSold } from './read-sold-counts';
import { readTicketTypes } from './read-ticket-types';
import type { Services } from './services';

/**
 * The administrators' queue: every event in review order, with its ticket types, their
 * prices and what each has sold (read for the whole list at once).
 */
export async function moderationQueue({
  services,
}: {
  services: Pick<Services, 'docs'>;
}): Promise<EventWithTypes[]> {
  const events = await listAllEvents({ services });
  const withTypes = await Promise.all(
    events.map(async (event) => ({
      ...event,
      types: await readTicketTypes(services.docs, event.id),
    })),
  );
  const sold = await readSoldCountsOfEvents(
    services.docs,
    withTypes.map((event) => ({ id: event.id, typeIds: event.types.map((type) => type.id) })),
  );
  return withTypes.map((event) => {
    const soldByType = sold.get(event.id);
    return {
      ...event,
      ticketsSold: totalSold(soldByType),
      types: event.types.map((type) => ({ ...type, sold: soldByType?.get(type.id) ?? 0 })),
    };
  });
}
