import { canEditEvent, type Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import type { EventRecord } from './event-records';

/**
 * Which event, and who asks: the viewer decides what they may see (the whole event for its
 * organiser and administrators, at most its public view for anyone else).
 */
export type EventRequest = { eventId: string; viewer: Viewer };

/**
 * The event, for its organiser or an administrator; anyone else is told it does not exist,
 * as for every organiser view, so nothing leaks.
 */
export async function readOrganisedEvent(
  docs: DocStore,
  eventId: string,
  viewer: Viewer,
): Promise<EventRecord> {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event || !canEditEvent(event, viewer)) throw notFound('Event');
  return event;
}
