import type { EventWithTypes } from '../contract/events';
import { canViewEvent, type Viewer } from '../domain/approval';
import { paths } from '../paths';
import { notFound } from './app-error';
import { toEventSummary, type EventRecord } from './event-records';
import { readSoldCounts } from './read-sold-counts';
import { readTicketTypes } from './read-ticket-types';
import type { Services } from './services';

/**
 * One event with its ticket types. An event the viewer may not see is reported as missing,
 * so nobody learns that someone else's draft exists.
 */
export async function getEvent({
  services: { docs },
  eventId,
  viewer,
}: {
  services: Pick<Services, 'docs'>;
  eventId: string;
  viewer: Viewer;
}): Promise<EventWithTypes> {
  const snapshot = await docs.get<EventRecord>(paths.event(eventId));
  if (!snapshot.data || !canViewEvent(snapshot.data, viewer)) throw notFound('Event');
  const [types, soldByType] = await Promise.all([
    readTicketTypes(docs, eventId),
    readSoldCounts(docs, eventId),
  ]);
  // The stored `sold` counters are not kept up to date by checkout; the stock is.
  const withSales = types.map((type) => ({ ...type, sold: soldByType.get(type.id) ?? type.sold }));
  return {
    ...toEventSummary({ ...snapshot, data: snapshot.data }),
    ticketsSold: withSales.reduce((sum, type) => sum + type.sold, 0),
    types: withSales,
  };
}
