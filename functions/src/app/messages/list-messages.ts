import { messagesPerDay, type MessageList } from '../../contract/messages';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEvent, type EventRequest } from '../events/organised-event';
import type { MessageMailing } from './message-records';
import { toMessageView } from './message-view';
import { messagesInLastDay, messagesQuery } from './recent-messages';

/** `GET /api/events/{eventId}/messages`: the latest messages with their progress, newest first. */
export async function listMessages({
  services: { docs, clock },
  eventId,
  viewer,
}: UseCaseOptions<'docs' | 'clock', EventRequest>): Promise<MessageList> {
  await readOrganisedEvent(docs, eventId, viewer, 'attendees.message');
  const [messages, sentToday] = await Promise.all([
    docs.query<MessageMailing>(messagesQuery(eventId)),
    messagesInLastDay(docs, eventId, clock.now()),
  ]);
  return { messages: messages.map(toMessageView), sentToday, perDay: messagesPerDay };
}
