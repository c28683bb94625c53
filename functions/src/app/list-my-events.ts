import type { EventSummary } from '../contract/events';
import { collections } from '../paths';
import { toEventSummary, type EventRecord } from './event-records';
import { readSoldCountsOfEvents, totalSold } from './read-sold-counts';
import { readTicketTypes } from './read-ticket-types';
import type { Services } from './services';

/** The organiser's own events, newest first, each with the tickets sold so far. */
export async function listMyEvents({
  services: { docs },
  ownerUid,
}: {
  services: Pick<Services, 'docs'>;
  ownerUid: string;
}): Promise<EventSummary[]> {
  const found = await docs.query<EventRecord>({
    collection: collections.events,
    where: [{ field: 'uid', op: '==', value: ownerUid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 500,
  });
  const withTypeIds = await Promise.all(
    found.map(async (doc) => ({
      id: doc.id,
      // Only events saved before their type ids were kept need their types read.
      typeIds: doc.data.typeIds ?? (await readTicketTypes(docs, doc.id)).map((type) => type.id),
    })),
  );
  const sold = await readSoldCountsOfEvents(docs, withTypeIds);
  return found.map((doc) => ({ ...toEventSummary(doc), ticketsSold: totalSold(sold.get(doc.id)) }));
}
