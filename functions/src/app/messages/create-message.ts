import type { z } from 'zod';
import {
  audienceNames,
  messagesPerDay,
  type createMessageRequest,
  type MessageView,
} from '../../contract/messages';
import { paths } from '../../paths';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEventAs, type EventRequest } from '../events/organised-event';
import { newMailingSecret } from '../mailings/link-proof';
import { recordAudit } from '../organisations/audit-log';
import { audienceRecipients } from './message-audience';
import type { MessageMailing } from './message-records';
import { toMessageView } from './message-view';
import { messagesInLastDay } from './recent-messages';

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

/**
 * An organiser's message to the event's people, sent now or at `sendAt` (the mailing's trigger
 * and sweep send it: app/mailings). Refused, with nothing written: a time that has passed, a
 * ticket type the event does not have, a group with nobody in it (400 naming the field), the
 * sixth message in 24 hours (409 naming the limit). A second press of Send (the same
 * `requestKey`) answers the first message and writes nothing.
 */
export async function createMessage({
  services: { docs, clock, identity },
  eventId,
  viewer,
  input,
}: UseCaseOptions<
  'docs' | 'clock' | 'identity',
  EventRequest & { input: z.output<typeof createMessageRequest> }
>): Promise<MessageView> {
  const { event, actor } = await readOrganisedEventAs(docs, eventId, viewer, 'attendees.message');
  const mailingId = `${eventId}-${input.requestKey}`;
  const path = paths.mailing(mailingId);
  const already = await docs.get<MessageMailing>(path);
  if (already.data) return toMessageView({ ...already, data: already.data });

  const now = clock.now();
  const sendAt = input.sendAt ? new Date(input.sendAt) : now;
  if (input.sendAt && sendAt.getTime() <= now.getTime()) {
    throw invalid('sendAt', 'Choose a time that has not passed yet');
  }
  const { audience } = input;
  if (audience.kind === 'types') {
    const types = await docs.getAll(audience.typeIds.map((id) => paths.eventType(eventId, id)));
    const missing = types.findIndex((type) => !type.data);
    if (missing >= 0)
      throw invalid(`audience.typeIds.${missing}`, 'This event has no such ticket type');
  }
  if ((await audienceRecipients(docs, eventId, audience)).length === 0) {
    throw invalid('audience', 'Nobody is in this group yet');
  }
  const sender = await identity.getAccount(actor.uid);
  const record: MessageMailing = {
    kind: 'message',
    eventId,
    ...(event.orgId ? { orgId: event.orgId } : {}),
    status: 'queued',
    sendAt: sendAt.toISOString(),
    createdAt: now.toISOString(),
    content: {
      subject: input.subject,
      body: input.body,
      audience,
      promotional: input.promotional,
      createdBy: actor.uid,
      ...(sender?.email ? { createdByEmail: sender.email } : {}),
      ...(input.promotional ? { unsubscribeSecret: newMailingSecret() } : {}),
    },
  };
  const written = await docs.runTransaction(async (tx) => {
    const existing = await tx.get<MessageMailing>(path);
    if (existing.data) return { ...existing, data: existing.data };
    if ((await messagesInLastDay(tx, eventId, now)) >= messagesPerDay) {
      const message = `An event sends at most ${messagesPerDay} messages in 24 hours`;
      throw new AppError('conflict', message, { limit: message }, { limit: messagesPerDay });
    }
    tx.create(path, record);
    if (event.orgId) {
      recordAudit(tx, event.orgId, now, {
        kind: 'message.sent',
        actorUid: actor.uid,
        eventId,
        summary: `${input.sendAt ? `Scheduled for ${record.sendAt}` : 'Sent'} "${input.subject}" to ${audienceNames[audience.kind].toLowerCase()} of "${event.name}"`,
      });
    }
    return { id: mailingId, path, data: record };
  });
  return toMessageView(written);
}
