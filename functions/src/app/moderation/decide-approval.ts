import type { ApprovalRequest } from '../../contract/events';
import type { EventSummary } from '../../contract/event-summary';
import { deleteField } from '../../ports/doc-store';
import { paths } from '../../paths';
import { unchargeableTypes } from '../../domain/chargeable';
import { AppError, notFound } from '../common/app-error';
import { deleteBannerVersions } from '../events/banner-versions';
import { variantsOfVersions } from '../events/banner-variants';
import {
  listingWrite,
  toEventSummary,
  type EventRecord,
  type TicketTypeRecord,
} from '../events/event-records';
import { newStatusChange } from '../events/status-change';
import { partitionsToFix } from './fix-partitions';
import type { UseCaseOptions } from '../common/use-case-options';
import type { Services } from '../common/services';
import { announceEventChange } from '../event-changes/announce-event-change';
import { readWebhookWants } from '../webhooks/stage-if-wanted';
import { eventApprovedEvent, eventChangedEvent } from '../webhooks/event-webhook-events';

/**
 * An administrator approves an event, or rejects it with a reason. An event with paid
 * tickets in a currency the payment gateway cannot charge cannot be approved. Approval
 * makes the latest banner the published one (see banner-versions.ts) and tells ticket
 * holders of a new time or place (event-changes/announce-event-change.ts), in the same
 * transaction, and deletes the version it replaces.
 */
export async function decideApproval({
  services: { docs, blobs, clock, paymentCurrencies, refundAfterMovedHours },
  eventId,
  decision,
  adminUid,
}: UseCaseOptions<
  'docs' | 'blobs' | 'clock' | 'paymentCurrencies',
  { eventId: string; decision: ApprovalRequest; adminUid: string }
> & {
  services: Partial<Pick<Services, 'refundAfterMovedHours'>>;
}): Promise<EventSummary> {
  const path = paths.event(eventId);
  const { summary, replaced } = await docs.runTransaction(async (tx) => {
    const snapshot = await tx.get<EventRecord>(path);
    if (!snapshot.data) throw notFound('Event');
    let partitions: { allocatorPartitions?: number } = {};
    if (decision.approved) {
      const types = await tx.query<TicketTypeRecord>({ collection: paths.eventTypes(eventId) });
      const problems = Object.values(
        unchargeableTypes(
          types.map((type) => type.data),
          paymentCurrencies,
        ),
      );
      if (problems.length > 0) {
        throw new AppError('conflict', `This event cannot be approved: ${problems[0]}`);
      }
      partitions = await partitionsToFix(
        tx,
        eventId,
        snapshot.data,
        types.map((type) => type.data),
      );
    }
    const at = clock.now();
    const now = at.toISOString();
    const reviewed = {
      reviewedBy: adminUid,
      reviewedAt: now,
      updatedAt: now,
      ...newStatusChange(docs, adminUid, now),
    };
    if (decision.approved) {
      // What ticket holders are told of this approval (a new time or place): with it, once;
      // and the organisation's webhooks, when they ask.
      const changeKey = `${eventId}_${reviewed.statusChangeId}`;
      const [announcement, webhooks] = await Promise.all([
        announceEventChange(tx, {
          eventId,
          event: snapshot.data,
          at,
          changeKey,
          ...(refundAfterMovedHours !== undefined ? { refundAfterMovedHours } : {}),
        }),
        readWebhookWants(tx, snapshot.data.orgId),
      ]);
      const { imageSrc, publishedImageSrc } = snapshot.data;
      // The replaced version's sizes go with it; the approved one's stay.
      const banner: Pick<EventRecord, 'publishedImageSrc' | 'bannerVariants'> =
        imageSrc !== undefined
          ? {
              publishedImageSrc: imageSrc,
              bannerVariants: variantsOfVersions(snapshot.data.bannerVariants, [imageSrc]),
            }
          : {};
      tx.update(path, {
        approved: true,
        status: 'approved',
        rejectedReason: deleteField,
        ...reviewed,
        ...banner,
        ...partitions,
        ...announcement.fields,
        // On What's on from now, unless its organiser keeps it off (see EventRecord.listing).
        ...listingWrite({ ...snapshot.data, approved: true }),
      });
      if (announcement.mailing) tx.create(announcement.mailing.path, announcement.mailing.record);
      // Approved now (an approval of an approved event tells nobody anything new).
      if (snapshot.data.approved !== true) {
        webhooks.stage(tx, eventApprovedEvent({ eventId, event: snapshot.data, at: now }));
      }
      if (announcement.change) {
        const event = { id: eventId, name: snapshot.data.name };
        webhooks.stage(
          tx,
          eventChangedEvent({ event, changeId: changeKey, ...announcement.change, at: now }),
        );
      }
      const approved: EventRecord = {
        ...snapshot.data,
        approved: true,
        status: 'approved',
        ...reviewed,
        ...banner,
        ...partitions,
      };
      delete approved.rejectedReason;
      return {
        summary: toEventSummary({ ...snapshot, data: approved }),
        replaced: publishedImageSrc !== imageSrc ? publishedImageSrc : undefined,
      };
    }
    const rejection = {
      approved: false,
      status: 'rejected' as const,
      rejectedReason: decision.rejectedReason,
      ...reviewed,
    };
    tx.update(path, { ...rejection, listing: deleteField });
    return {
      summary: toEventSummary({ ...snapshot, data: { ...snapshot.data, ...rejection } }),
      replaced: undefined,
    };
  });
  await deleteBannerVersions(blobs, [replaced]);
  return summary;
}
