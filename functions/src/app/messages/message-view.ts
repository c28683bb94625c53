import type { MessageStatus, MessageView } from '../../contract/messages';
import type { ExistingDoc } from '../../ports/doc-store';
import type { MessageMailing } from './message-records';

const statusOf: Record<MessageMailing['status'], MessageStatus> = {
  queued: 'scheduled',
  sending: 'sending',
  sent: 'sent',
  cancelled: 'cancelled',
};

/** A message as the workspace shows it: never its unsubscribe secret. */
export function toMessageView({ id, data }: ExistingDoc<MessageMailing>): MessageView {
  const { content } = data;
  return {
    id,
    subject: content.subject,
    body: content.body,
    audience: content.audience,
    promotional: content.promotional,
    status: statusOf[data.status],
    sendAt: data.sendAt,
    createdAt: data.createdAt,
    createdBy: content.createdByEmail ?? content.createdBy,
    recipients: data.recipientCount ?? null,
    sent: data.sentCount ?? 0,
    failed: data.failedCount ?? 0,
    skipped: data.skippedCount ?? 0,
    ...(data.finishedAt ? { finishedAt: data.finishedAt } : {}),
  };
}
