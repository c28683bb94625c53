import type { EventWithTypes } from '../contract/events';
import { canViewEvent, type Viewer } from '../domain/approval';
import { paths } from '../paths';
import { notFound } from './app-error';
import { toEventSummary, type EventRecord } from './event-records';
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
  return {
    ...toEventSummary({ ...snapshot, data: snapshot.data }),
    types: await readTicketTypes(docs, eventId),
  };
}
