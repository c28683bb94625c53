import { paths } from '../paths';
import type { DocData } from '../ports/doc-store';
import { approvalStatusOf } from '../domain/approval';
import type { EventRecord } from './event-records';
import type { Services } from './services';
import type { UserRecord } from './user-records';

type ApprovalChange = {
  eventId: string;
  before: DocData | undefined;
  after: DocData | undefined;
};

type NotificationRecord = DocData & { status: 'sending' | 'sent'; eventId: string; kind: string };

/** One key per decision: a redelivery of the same change finds its effects already done. */
const decisionKey = (eventId: string, reviewedAt: string) =>
  `${eventId}_${reviewedAt.replace(/[^0-9A-Za-z]/g, '')}`;

/**
 * Reacts to an administrator's decision on `events/{id}` (the Firestore `onDocumentUpdated`
 * trigger in production, the embedded store's change feed locally): publishes or hides the
 * banner, appends to the audit log and emails the organiser. Deliveries may repeat or arrive
 * out of order; each effect happens once, and only the latest decision is published or mailed.
 */
export async function onEventApprovalChanged(
  services: Pick<Services, 'docs' | 'blobs' | 'mailer' | 'clock' | 'publicBaseUrl'>,
  { eventId, before, after }: ApprovalChange,
): Promise<void> {
  if (!before || !after || before.approved === after.approved) return;
  const decided = after as EventRecord & { reviewedAt?: string; reviewedBy?: string };
  const reviewedAt = decided.reviewedAt ?? decided.updatedAt;
  const key = decisionKey(eventId, reviewedAt);
  const { docs, blobs, mailer, clock, publicBaseUrl } = services;

  await docs.runTransaction(async (tx) => {
    const entry = await tx.get(paths.auditEntry(key));
    if (entry.data) return;
    tx.create(paths.auditEntry(key), {
      type: 'event.approval',
      eventId,
      from: approvalStatusOf(before.approved as boolean | undefined),
      to: approvalStatusOf(decided.approved),
      ...(decided.rejectedReason ? { reason: decided.rejectedReason } : {}),
      by: decided.reviewedBy ?? null,
      at: reviewedAt,
      recordedAt: clock.now().toISOString(),
    });
  });

  const current = (await docs.get<EventRecord & { reviewedAt?: string }>(paths.event(eventId)))
    .data;
  if (!current) return;
  // Publish what is true now, whichever delivery this is.
  if (current.imageSrc) await blobs.setPublished(current.imageSrc, current.approved === true);
  const isLatestDecision = (current.reviewedAt ?? current.updatedAt) === reviewedAt;
  if (!isLatestDecision || current.approved !== decided.approved) return;

  const notificationPath = `notifications/${key}`;
  const claimed = await docs.runTransaction(async (tx) => {
    if ((await tx.get(notificationPath)).data) return false;
    const claim: NotificationRecord = { status: 'sending', eventId, kind: 'approval' };
    tx.create(notificationPath, claim);
    return true;
  });
  if (!claimed) return;
  try {
    const owner = (await docs.get<UserRecord>(paths.user(current.uid))).data;
    if (owner?.email)
      await mailer.send(approvalEmail(owner.email, eventId, current, publicBaseUrl));
    await docs.update(notificationPath, { status: 'sent', sentAt: clock.now().toISOString() });
  } catch (error) {
    // Let the next delivery try again rather than lose the email.
    await docs.delete(notificationPath);
    throw error;
  }
}

function approvalEmail(to: string, eventId: string, event: EventRecord, baseUrl: string) {
  if (event.approved) {
    return {
      to,
      subject: `Approved: ${event.name} is live`,
      text: `Good news! "${event.name}" was approved and buyers can now get tickets at ${baseUrl}/event/${eventId}.`,
    };
  }
  return {
    to,
    subject: `Changes needed: ${event.name}`,
    text: `"${event.name}" was not approved yet. Reason: ${event.rejectedReason ?? 'none given'}.\nEdit the event and resubmit it from your dashboard at ${baseUrl}/platform/event/${eventId}.`,
  };
}
