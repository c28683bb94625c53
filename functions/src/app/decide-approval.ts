import type { ApprovalRequest, EventSummary } from '../contract/events';
import { deleteField } from '../ports/doc-store';
import { paths } from '../paths';
import { notFound } from './app-error';
import { toEventSummary, type EventRecord } from './event-records';
import type { Services } from './services';
import { newStatusChange } from './status-change';

/** An administrator approves an event, or rejects it with a reason. */
export async function decideApproval({
  services: { docs, clock },
  eventId,
  decision,
  adminUid,
}: {
  services: Pick<Services, 'docs' | 'clock'>;
  eventId: string;
  decision: ApprovalRequest;
  adminUid: string;
}): Promise<EventSummary> {
  const path = paths.event(eventId);
  return docs.runTransaction(async (tx) => {
    const snapshot = await tx.get<EventRecord>(path);
    if (!snapshot.data) throw notFound('Event');
    const now = clock.now().toISOString();
    const reviewed = {
      reviewedBy: adminUid,
      reviewedAt: now,
      updatedAt: now,
      ...newStatusChange(docs, adminUid, now),
    };
    if (decision.approved) {
      tx.update(path, { approved: true, rejectedReason: deleteField, ...reviewed });
      const approved: EventRecord = { ...snapshot.data, approved: true, ...reviewed };
      delete approved.rejectedReason;
      return toEventSummary({ ...snapshot, data: approved });
    }
    const rejection = { approved: false, rejectedReason: decision.rejectedReason, ...reviewed };
    tx.update(path, rejection);
    return toEventSummary({ ...snapshot, data: { ...snapshot.data, ...rejection } });
  });
}
