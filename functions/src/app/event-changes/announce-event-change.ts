import { changesBetween, eventFactsOf, startMovedMoreThan } from '../../domain/event-change';
import { collections, paths } from '../../paths';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';
import { newMailingSecret } from '../mailings/link-proof';
import {
  defaultRefundAfterMovedHours,
  refundOfferDays,
  type EventChangeMailing,
} from './event-change-records';

export type AnnounceServices = Pick<Services, 'docs' | 'clock'> &
  Partial<Pick<Services, 'refundAfterMovedHours'>>;

/**
 * After an approval (the approval trigger, delivered at least once): compares the time and
 * place now approved with what holders were told, in one transaction. The first approval
 * only records them; a later one with other facts records them with the calendar's SEQUENCE
 * one more and, if the event sold tickets, writes the "Event changed" mailing (sent by the
 * mailings' trigger), with a refund offer when the start moved far. A repeated delivery finds
 * the facts told already and writes nothing.
 */
export async function announceEventChange(
  { docs, clock, refundAfterMovedHours = defaultRefundAfterMovedHours }: AnnounceServices,
  eventId: string,
  changeKey: string,
): Promise<'first' | 'unchanged' | 'announced' | 'not_approved'> {
  return docs.runTransaction(async (tx) => {
    const snapshot = await tx.get<EventRecord>(paths.event(eventId));
    const event = snapshot.data;
    if (!event || event.approved !== true || event.cancelledAt) return 'not_approved';
    const now = eventFactsOf(event);
    const told = event.announced;
    if (!told) {
      tx.update(snapshot.path, { announced: { ...now, sequence: 0 } });
      return 'first';
    }
    const changes = changesBetween(told, now);
    if (changes.length === 0) return 'unchanged';
    const sold = await tx.query({
      collection: collections.tickets,
      where: [{ field: 'eventId', op: '==', value: eventId }],
      limit: 1,
    });
    const at = clock.now();
    const sequence = told.sequence + 1;
    tx.update(snapshot.path, {
      announced: { ...now, sequence },
      ...(changes.includes('when') ? { rescheduledAt: at.toISOString() } : {}),
    });
    if (sold.length === 0) return 'announced';
    const mailing: EventChangeMailing = {
      kind: 'event_change',
      eventId,
      ...(event.orgId ? { orgId: event.orgId } : {}),
      status: 'queued',
      sendAt: at.toISOString(),
      createdAt: at.toISOString(),
      content: {
        eventName: event.name,
        before: eventFactsOf(told),
        after: now,
        changes,
        sequence,
        ...(startMovedMoreThan(told, now, refundAfterMovedHours)
          ? {
              refundOffer: {
                until: new Date(at.getTime() + refundOfferDays * 86_400_000).toISOString(),
                secret: newMailingSecret(),
              },
            }
          : {}),
      },
    };
    tx.create(paths.mailing(`change-${changeKey}`), mailing);
    return 'announced';
  });
}
