import type { EventSummary } from '../../contract/event-summary';
import { deleteField } from '../../ports/doc-store';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import { toEventSummary, type EventRecord } from './event-records';
import { newStatusChange } from './status-change';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRequest } from './organised-event';
import { authoriseEvent } from '../organisations/event-access';

/** After a rejection the organiser edits and sends the event back for review (pending). */
export async function resubmitEvent({
  services: { docs, clock },
  eventId,
  viewer,
}: UseCaseOptions<'docs' | 'clock', EventRequest>): Promise<EventSummary> {
  const path = paths.event(eventId);
  return docs.runTransaction(async (tx) => {
    const snapshot = await tx.get<EventRecord>(path);
    const event = snapshot.data;
    if (!event) throw notFound('Event');
    const actor = await authoriseEvent(tx, { ...event, id: eventId }, viewer, 'event.edit');
    if (event.approved !== false) {
      throw new AppError('conflict', 'Only a rejected event can be resubmitted');
    }
    const now = clock.now().toISOString();
    tx.update(path, {
      approved: deleteField,
      status: 'pending',
      rejectedReason: deleteField,
      // Pending: off the lists until approved (a rejected event was never on them; to be sure).
      listing: deleteField,
      resubmittedAt: now,
      updatedAt: now,
      ...newStatusChange(docs, actor.uid, now),
    });
    const resubmitted: EventRecord = { ...event, status: 'pending', updatedAt: now };
    delete resubmitted.approved;
    delete resubmitted.rejectedReason;
    return toEventSummary({ ...snapshot, data: resubmitted });
  });
}
