import { collections } from '../../paths';
import { cancelEvent } from '../events/cancel-event';
import type { EventRecord } from '../events/event-records';
import type { RefundServices } from './refund-paid-order';

/** Cancellations taken up per sweep: each call refunds a batch of its event's orders. */
const cancellationsPerSweep = 5;

/**
 * Cancellations whose caller stopped before every order was refunded (the organiser closed
 * the page while it said "Cancelling", a crash right after the event was marked): the same
 * resumable cancelEvent, as the administrator would press it, with the first call's reason.
 * Without it, buyers of a cancelled event would keep their money only until someone pressed
 * Cancel again. Returns the cancellations that moved; failures are added to `failures`.
 */
export async function resumeCancellations(
  services: RefundServices,
  failures: { orderId: string; message: string }[],
): Promise<number> {
  const events = await services.docs.query<EventRecord>({
    collection: collections.events,
    where: [{ field: 'cancellationRefundsPending', op: '==', value: true }],
    limit: cancellationsPerSweep,
  });
  let resumed = 0;
  for (const { id, data } of events) {
    try {
      await cancelEvent({
        services,
        eventId: id,
        viewer: { uid: data.cancelledBy ?? 'system', isAdmin: true },
        reason: data.cancelledReason ?? 'The event was cancelled',
      });
      resumed += 1;
    } catch (error) {
      failures.push({ orderId: `event ${id}`, message: (error as Error).message });
    }
  }
  return resumed;
}
