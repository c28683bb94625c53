import { messagesPerDay } from '../../contract/messages';
import { collections } from '../../paths';
import type { DocStore, Transaction } from '../../ports/doc-store';
import type { MessageMailing } from './message-records';

const dayMs = 24 * 60 * 60 * 1000;
/** Listed in the workspace, newest first. */
export const messagesListed = 50;

/** The event's messages, newest first; `since`: written after it. */
export function messagesQuery(eventId: string, since?: Date) {
  return {
    collection: collections.mailings,
    where: [
      { field: 'eventId', op: '==' as const, value: eventId },
      { field: 'kind', op: '==' as const, value: 'message' },
      ...(since ? [{ field: 'createdAt', op: '>' as const, value: since.toISOString() }] : []),
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' as const }],
    limit: since ? messagesPerDay * 4 : messagesListed,
  };
}

/**
 * How many messages the event wrote in the 24 hours before `now`, those cancelled before
 * sending aside: the daily limit counts these.
 */
export async function messagesInLastDay(
  reader: Pick<DocStore, 'query'> | Pick<Transaction, 'query'>,
  eventId: string,
  now: Date,
): Promise<number> {
  const recent = await reader.query<MessageMailing>(
    messagesQuery(eventId, new Date(now.getTime() - dayMs)),
  );
  return recent.filter((message) => message.data.status !== 'cancelled').length;
}
