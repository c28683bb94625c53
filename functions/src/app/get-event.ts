import type { EventWithTypes } from '../contract/events';
import { canViewEvent, type Viewer } from '../domain/approval';
import { paths } from '../paths';
import { notFound } from './app-error';
import {
  toEventSummary,
  toTicketTypeView,
  type EventRecord,
  type TicketTypeRecord,
} from './event-records';
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
  const types = await docs.query<TicketTypeRecord>({
    collection: paths.eventTypes(eventId),
    orderBy: [{ field: 'position', direction: 'asc' }],
  });
  return {
    ...toEventSummary({ ...snapshot, data: snapshot.data }),
    types: types.map(toTicketTypeView),
  };
}
