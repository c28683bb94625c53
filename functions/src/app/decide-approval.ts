import type { ApprovalRequest, EventSummary } from '../contract/events';
import { deleteField } from '../ports/doc-store';
import { paths } from '../paths';
import { unchargeableTypes } from '../domain/chargeable';
import { AppError, notFound } from './app-error';
import { toEventSummary, type EventRecord, type TicketTypeRecord } from './event-records';
import type { Services } from './services';
import { newStatusChange } from './status-change';

/**
 * An administrator approves an event, or rejects it with a reason. An event with paid
 * tickets in a currency the payment gateway cannot charge cannot be approved.
 */
export async function decideApproval({
  services: { docs, clock, paymentCurrencies },
  eventId,
  decision,
  adminUid,
}: {
  services: Pick<Services, 'docs' | 'clock' | 'paymentCurrencies'>;
  eventId: string;
  decision: ApprovalRequest;
  adminUid: string;
}): Promise<EventSummary> {
  const path = paths.event(eventId);
  return docs.runTransaction(async (tx) => {
    const snapshot = await tx.get<EventRecord>(path);
    if (!snapshot.data) throw notFound('Event');
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
    }
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
