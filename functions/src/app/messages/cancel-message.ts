import type { MessageView } from '../../contract/messages';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEventAs, type EventRequest } from '../events/organised-event';
import { recordAudit } from '../organisations/audit-log';
import type { MessageMailing } from './message-records';
import { toMessageView } from './message-view';

/** A scheduled message is called off before its time (409 once it started sending). */
export async function cancelMessage({
  services: { docs, clock },
  eventId,
  messageId,
  viewer,
}: UseCaseOptions<'docs' | 'clock', EventRequest & { messageId: string }>): Promise<MessageView> {
  const { event, actor } = await readOrganisedEventAs(docs, eventId, viewer, 'attendees.message');
  const path = paths.mailing(messageId);
  return docs.runTransaction(async (tx) => {
    const snapshot = await tx.get<MessageMailing>(path);
    const message = snapshot.data;
    if (!message || message.kind !== 'message' || message.eventId !== eventId) {
      throw notFound('Message');
    }
    if (message.status === 'cancelled') return toMessageView({ ...snapshot, data: message });
    if (message.status !== 'queued') {
      throw new AppError(
        'conflict',
        'This message is being sent or was sent: it cannot be called off',
      );
    }
    const now = clock.now();
    tx.update(path, { status: 'cancelled', finishedAt: now.toISOString() });
    if (event.orgId) {
      recordAudit(tx, event.orgId, now, {
        kind: 'message.cancelled',
        actorUid: actor.uid,
        eventId,
        summary: `Called off "${message.content.subject}" to the people of "${event.name}"`,
      });
    }
    return toMessageView({ ...snapshot, data: { ...message, status: 'cancelled' } });
  });
}
