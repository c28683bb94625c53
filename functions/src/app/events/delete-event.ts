import { blobPaths, paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { StockRecord } from '../checkout/checkout-records';
import type { EventRecord } from './event-records';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRequest } from './organised-event';
import { recordAudit } from '../organisations/audit-log';
import { authoriseEvent } from '../organisations/event-access';

/** Deletes an event with no tickets sold or held, its ticket types and its banners. */
export async function deleteEvent({
  services: { docs, blobs, clock },
  eventId,
  viewer,
}: UseCaseOptions<'docs' | 'blobs' | 'clock', EventRequest>): Promise<void> {
  await docs.runTransaction(async (tx) => {
    const event = (await tx.get<EventRecord>(paths.event(eventId))).data;
    if (!event) throw notFound('Event');
    const actor = await authoriseEvent(tx, { ...event, id: eventId }, viewer, 'event.cancel');
    if ((event.ticketsSold ?? 0) > 0) {
      throw new AppError(
        'conflict',
        `This event has sold ${event.ticketsSold} tickets, so it cannot be deleted`,
      );
    }
    const types = await tx.query({ collection: paths.eventTypes(eventId) });
    const stock = await tx.query<StockRecord>({ collection: paths.eventStock(eventId) });
    const taken = stock.reduce((sum, doc) => sum + doc.data.taken, 0);
    if (taken > 0) {
      throw new AppError(
        'conflict',
        `${taken} tickets of this event are sold or held, so it cannot be deleted`,
      );
    }
    // Its allocator partitions' turns too, if it has any (refusals move them).
    const turns = await tx.query({ collection: paths.partitionTurns(eventId) });
    for (const doc of [...types, ...stock, ...turns]) tx.delete(doc.path);
    tx.delete(paths.event(eventId));
    if (event.orgId) {
      recordAudit(tx, event.orgId, clock.now(), {
        kind: 'event.deleted',
        actorUid: actor.uid,
        eventId,
        summary: `Deleted "${event.name}"`,
      });
    }
  });
  // Every banner version, not only those the event named: an upload that died between
  // storing its file and recording it left one nobody points at.
  try {
    await blobs.deleteFolder(blobPaths.eventFolder(eventId));
  } catch (error) {
    // The event is gone; its files are only storage, reported rather than failing the delete.
    console.warn(`Could not delete the files of deleted event ${eventId}`, error);
  }
}
