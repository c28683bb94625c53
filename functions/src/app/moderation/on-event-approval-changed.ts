import { paths } from '../../paths';
import type { DocData } from '../../ports/doc-store';
import { approvalStatusOf } from '../../domain/approval';
import type { EventRecord } from '../events/event-records';
import type { Services } from '../common/services';
import { renderEmailHtml } from '../email/email-layout';

type ApprovalChange = {
  eventId: string;
  before: DocData | undefined;
  after: DocData | undefined;
};

type NotificationRecord = DocData & {
  status: 'sending' | 'sent';
  eventId: string;
  kind: string;
  /** A `sending` claim whose delivery crashed may be taken over after this instant. */
  claimedUntil?: string;
  attempts?: number;
};

/** Longer than sending one email takes; short enough that a crashed sender is replaced soon. */
export const notificationClaimMs = 30_000;

/** Thrown while another delivery holds the email's claim: the retry comes after it expires. */
export class NotificationClaimedError extends Error {
  constructor(key: string) {
    super(`Another delivery is sending the email for ${key}; retry later`);
    this.name = 'NotificationClaimedError';
  }
}

type ChangedEvent = EventRecord & { rejectedReason?: string };

/**
 * Names one change of the approval status. Events written before status changes carried an
 * id fall back to the review time, the key this handler used then.
 */
function changeKeyOf(eventId: string, event: ChangedEvent): string {
  const id =
    event.statusChangeId ?? (event.reviewedAt ?? event.updatedAt).replace(/[^0-9A-Za-z]/g, '');
  return `${eventId}_${id}`;
}

/**
 * Reacts to a change of `approved` on `events/{id}` (the Firestore `onDocumentUpdated`
 * trigger in production, the embedded store's change consumer locally): audits every change
 * (decisions, resubmissions, edits or banners that send the event back to review), publishes
 * or hides the banner, and emails the organiser about an administrator's decision.
 * Deliveries may repeat or arrive out of order; each effect happens once, and only the
 * latest decision is published or mailed.
 */
export async function onEventApprovalChanged(
  services: Pick<Services, 'docs' | 'blobs' | 'mailer' | 'clock' | 'publicBaseUrl' | 'identity'>,
  { eventId, before, after }: ApprovalChange,
): Promise<void> {
  if (!before || !after || before.approved === after.approved) return;
  const changed = after as ChangedEvent;
  const key = changeKeyOf(eventId, changed);
  const { docs, blobs, clock } = services;
  const to = approvalStatusOf(changed.approved);

  await docs.runTransaction(async (tx) => {
    const entry = await tx.get(paths.auditEntry(key));
    if (entry.data) return;
    tx.create(paths.auditEntry(key), {
      type: 'event.status',
      eventId,
      from: approvalStatusOf(before.approved as boolean | undefined),
      to,
      ...(to === 'rejected' && changed.rejectedReason ? { reason: changed.rejectedReason } : {}),
      by: changed.statusChangedBy ?? changed.reviewedBy ?? null,
      at: changed.statusChangedAt ?? changed.reviewedAt ?? changed.updatedAt,
      recordedAt: clock.now().toISOString(),
    });
  });

  const current = (await docs.get<ChangedEvent>(paths.event(eventId))).data;
  if (!current) return;
  // Publish what is true now, whichever delivery this is: the approved banner version (see
  // banner-versions.ts) while the event is approved, nothing otherwise. A newer upload
  // awaiting review is a version of its own that is never published.
  const approvedBanner = current.publishedImageSrc ?? current.imageSrc;
  if (approvedBanner) await blobs.setPublished(approvedBanner, current.approved === true);
  const isLatestChange = changeKeyOf(eventId, current) === key;
  if (to === 'pending' || !isLatestChange || current.approved !== changed.approved) return;
  await notifyOrganiserOnce(services, key, eventId, current);
}

async function notifyOrganiserOnce(
  {
    docs,
    mailer,
    clock,
    publicBaseUrl,
    identity,
  }: Pick<Services, 'docs' | 'mailer' | 'clock' | 'publicBaseUrl' | 'identity'>,
  key: string,
  eventId: string,
  event: ChangedEvent,
): Promise<void> {
  const notificationPath = `notifications/${key}`;
  const now = clock.now();
  const claim = await docs.runTransaction(async (tx) => {
    const existing = (await tx.get<NotificationRecord>(notificationPath)).data;
    if (existing?.status === 'sent') return 'sent';
    if (existing?.claimedUntil && existing.claimedUntil > now.toISOString()) return 'held';
    const record: NotificationRecord = {
      status: 'sending',
      eventId,
      kind: 'approval',
      claimedUntil: new Date(now.getTime() + notificationClaimMs).toISOString(),
      attempts: (existing?.attempts ?? 0) + 1,
    };
    tx.set(notificationPath, record);
    return 'claimed';
  });
  if (claim === 'sent') return;
  if (claim === 'held') throw new NotificationClaimedError(key);
  try {
    // The account's current address, and only once its owner has verified it: the platform
    // never mails an address nobody proved is theirs.
    const owner = await identity.getAccount(event.uid);
    if (owner?.email && owner.emailVerified) {
      await mailer.send({
        ...(await approvalEmail(owner.email, eventId, event, publicBaseUrl)),
        idempotencyKey: key,
      });
    }
    await docs.update(notificationPath, { status: 'sent', sentAt: clock.now().toISOString() });
  } catch (error) {
    // Let the next delivery try again at once rather than wait for the claim to expire.
    await docs.update(notificationPath, { claimedUntil: new Date(0).toISOString() });
    throw error;
  }
}

/** The administrator's decision, in the layout every email of the platform has. */
async function approvalEmail(to: string, eventId: string, event: ChangedEvent, baseUrl: string) {
  if (event.approved) {
    const text = `Good news! "${event.name}" was approved and buyers can now get tickets at ${baseUrl}/event/${eventId}.`;
    const subject = `Approved: ${event.name} is live`;
    const html = await renderEmailHtml({
      preview: text,
      title: subject,
      blocks: [
        {
          kind: 'text',
          text: `Good news! "${event.name}" was approved and buyers can now get tickets.`,
        },
        { kind: 'button', label: 'See the event page', href: `${baseUrl}/event/${eventId}` },
      ],
      footer: ['Sent by Ticketing Paradise because you organise this event.'],
    });
    return { to, subject, text, html };
  }
  const reason = `Reason: ${event.rejectedReason ?? 'none given'}.`;
  const subject = `Changes needed: ${event.name}`;
  const html = await renderEmailHtml({
    preview: `"${event.name}" was not approved yet. ${reason}`,
    title: subject,
    blocks: [
      { kind: 'text', text: `"${event.name}" was not approved yet.` },
      { kind: 'facts', facts: [{ label: 'Reason', value: event.rejectedReason ?? 'none given' }] },
      { kind: 'text', text: 'Edit the event and resubmit it from your dashboard.' },
      { kind: 'button', label: 'Edit the event', href: `${baseUrl}/platform/event/${eventId}` },
    ],
    footer: ['Sent by Ticketing Paradise because you organise this event.'],
  });
  return {
    to,
    subject,
    text: `"${event.name}" was not approved yet. ${reason}\nEdit the event and resubmit it from your dashboard at ${baseUrl}/platform/event/${eventId}.`,
    html,
  };
}
