import type { TeamRight } from '../../contract/team-roles';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import { authoriseEvent } from '../organisations/event-access';
import type { EventRecord } from './event-records';

/**
 * Which event, and who asks: the viewer decides what they may see (the whole event for its
 * organisation's members and administrators, at most its public view for anyone else).
 */
export type EventRequest = { eventId: string; viewer: Viewer };

/**
 * The event, for a member of its organisation whose role allows `right`, or an
 * administrator (domain/team-policy.ts). Anyone else is told it does not exist, as for every
 * organiser view, so nothing leaks; a member who may see it but not do this is refused with
 * 403 naming the right.
 */
export async function readOrganisedEvent(
  docs: DocStore,
  eventId: string,
  viewer: Viewer,
  right: TeamRight,
): Promise<EventRecord> {
  return (await readOrganisedEventAs(docs, eventId, viewer, right)).event;
}

/** As readOrganisedEvent, with who acts too: for the records the action leaves (the audit log). */
export async function readOrganisedEventAs(
  docs: DocStore,
  eventId: string,
  viewer: Viewer,
  right: TeamRight,
): Promise<{ event: EventRecord; actor: NonNullable<Viewer> }> {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event) throw notFound('Event');
  const actor = await authoriseEvent(docs, { ...event, id: eventId }, viewer, right);
  return { event, actor };
}
