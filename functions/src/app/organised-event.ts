import { canEditEvent, type Viewer } from '../domain/approval';
import { paths } from '../paths';
import type { DocStore, ExistingDoc } from '../ports/doc-store';
import { notFound } from './app-error';
import type { EventRecord } from './event-records';

/**
 * The event, for its organiser or an administrator; anyone else is told it does not exist,
 * as for every organiser view.
 */
export async function organisedEvent(
  docs: DocStore,
  eventId: string,
  viewer: Viewer,
): Promise<ExistingDoc<EventRecord>> {
  const event = await docs.get<EventRecord>(paths.event(eventId));
  if (!event.data || !canEditEvent(event.data, viewer)) throw notFound('Event');
  return { ...event, data: event.data };
}
