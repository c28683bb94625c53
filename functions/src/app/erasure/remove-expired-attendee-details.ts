import { collections, paths } from '../../paths';
import {
  cursorOf,
  deleteField,
  type DocData,
  type DocStore,
  type OrderClause,
  type QueryCursor,
} from '../../ports/doc-store';
import {
  ticketKeywords,
  type OrderRecord,
  type PurchaseRequestRecord,
  type TicketRecord,
} from '../checkout/checkout-records';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRecord } from '../events/event-records';

/** How long attendee answers and holder names are kept after an event ends, unless set. */
export const defaultAttendeeDataRetentionDays = 365;
/** Events one run clears at most; the next run goes on from where it stopped. */
const eventsPerRun = 50;
const dayMs = 24 * 60 * 60 * 1000;
const byOverAt: OrderClause[] = [{ field: 'overAt', direction: 'asc' }];

/** `retentionSweeps/attendeeDetails`: the last event (in `overAt` order) cleared. */
type RetentionSweepRecord = DocData & { through: QueryCursor | null; updatedAt: string };

/**
 * The daily `attendeeRetention` schedule: the attendee answers and holders' names and
 * addresses of events that ended more than ATTENDEE_DATA_RETENTION_DAYS ago (365 by default)
 * are removed from their orders, requests and tickets; buyers' addresses, amounts and the
 * tickets themselves stay. Events are taken in the order they ended, from where the last run
 * stopped, so each is cleared once; clearing one again writes nothing.
 */
export async function removeExpiredAttendeeDetails({
  services: { docs, clock, attendeeDataRetentionDays },
}: UseCaseOptions<'docs' | 'clock' | 'attendeeDataRetentionDays'>): Promise<{
  events: number;
  orders: number;
}> {
  const days = attendeeDataRetentionDays ?? defaultAttendeeDataRetentionDays;
  const now = clock.now();
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString();
  const sweep = (await docs.get<RetentionSweepRecord>(paths.retentionSweep())).data;
  const events = await docs.query<EventRecord>({
    collection: collections.events,
    where: [{ field: 'overAt', op: '<=', value: cutoff }],
    orderBy: byOverAt,
    limit: eventsPerRun,
    ...(sweep?.through ? { startAfter: sweep.through } : {}),
  });
  let orders = 0;
  for (const event of events) {
    orders += await removeEventAttendeeDetails(docs, event.id);
    await docs.set(paths.retentionSweep(), {
      through: cursorOf(event, byOverAt),
      updatedAt: now.toISOString(),
    });
  }
  return { events: events.length, orders };
}

/** One event's details, an order (with its request and tickets) per transaction. */
export async function removeEventAttendeeDetails(docs: DocStore, eventId: string): Promise<number> {
  const orders = await docs.query<OrderRecord>({
    collection: collections.orders,
    where: [{ field: 'eventId', op: '==', value: eventId }],
  });
  let cleared = 0;
  for (const { id: orderId } of orders) {
    const wrote = await docs.runTransaction(async (tx) => {
      const order = (await tx.get<OrderRecord>(paths.order(orderId))).data;
      if (!order) return false;
      const [request, tickets] = await Promise.all([
        tx.get<PurchaseRequestRecord>(paths.purchaseRequest(order.requestId)),
        tx.query<TicketRecord>({
          collection: collections.tickets,
          where: [{ field: 'orderId', op: '==', value: orderId }],
        }),
      ]);
      let wrote = false;
      if (order.attendeeDetails !== undefined) {
        tx.update(paths.order(orderId), { attendeeDetails: deleteField });
        wrote = true;
      }
      if (request.data?.attendeeDetails !== undefined) {
        tx.update(paths.purchaseRequest(order.requestId), { attendeeDetails: deleteField });
      }
      for (const { id: code, path, data: ticket } of tickets) {
        const hasDetails = ['holderName', 'attendeeEmail', 'answers'].some(
          (field) => ticket[field] !== undefined,
        );
        if (!hasDetails) continue;
        tx.update(path, {
          holderName: deleteField,
          attendeeEmail: deleteField,
          answers: deleteField,
          keywords: ticketKeywords({ email: ticket.email, orderId: ticket.orderId }, code),
        });
        wrote = true;
      }
      return wrote;
    });
    if (wrote) cleared += 1;
  }
  return cleared;
}
