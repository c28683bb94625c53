import { canEditEvent, type Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import type { EventRecord } from '../events/event-records';

/**
 * The event, when `viewer` may manage it (its organiser, an administrator); anyone else is
 * told it does not exist, as for every organiser view.
 */
export async function eventOfOrganiser(
  docs: DocStore,
  eventId: string,
  viewer: Viewer,
): Promise<EventRecord> {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event || !canEditEvent(event, viewer)) throw notFound('Event');
  return event;
}
