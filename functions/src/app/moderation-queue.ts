import type { EventWithTypes } from '../contract/events';
import { readAllEvents } from './list-all-events';
import { readSoldCountsOfEvents, totalSold } from './read-sold-counts';
import { readTicketTypesOfEvents } from './read-ticket-types';
import type { Services } from './services';

/**
 * The administrators' queue: every event in review order, with its ticket types, their
 * prices and what each has sold, read for the whole list in batches (not per event).
 */
export async function moderationQueue({
  services: { docs },
}: {
  services: Pick<Services, 'docs'>;
}): Promise<EventWithTypes[]> {
  const listed = await readAllEvents(docs);
  const types = await readTicketTypesOfEvents(
    docs,
    listed.map((event) => ({ id: event.summary.id, typeIds: event.typeIds })),
  );
  const typesOf = (eventId: string) => types.get(eventId) ?? [];
  const sold = await readSoldCountsOfEvents(
    docs,
    listed.map(({ summary }) => ({
      id: summary.id,
      typeIds: typesOf(summary.id).map((type) => type.id),
    })),
  );
  return listed.map(({ summary }) => {
    const soldByType = sold.get(summary.id);
    return {
      ...summary,
      ticketsSold: totalSold(soldByType),
      types: typesOf(summary.id).map((type) => ({
        ...type,
        sold: soldByType?.get(type.id) ?? 0,
      })),
    };
  });
}
