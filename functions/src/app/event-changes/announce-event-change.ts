import {
  changesBetween,
  eventFactsOf,
  startMovedMoreThan,
  type EventChange,
  type EventFacts,
} from '../../domain/event-change';
import { collections, paths } from '../../paths';
import type { Transaction } from '../../ports/doc-store';
import type { EventRecord } from '../events/event-records';
import { newMailingSecret } from '../mailings/link-proof';
import {
  defaultRefundAfterMovedHours,
  refundOfferDays,
  type EventChangeMailing,
} from './event-change-records';

export type Announcement = {
  /** Written on the event with its approval: what holders are told from now on. */
  fields: Pick<EventRecord, 'announced' | 'rescheduledAt' | 'previousStartsAt'>;
  /** The "Event changed" mailing, created in the same transaction (sent by its trigger). */
  mailing?: { path: string; record: EventChangeMailing };
  /** What changed since holders were last told, when something did (the webhooks' `event.changed`). */
  change?: {
    before: EventFacts;
    after: EventFacts;
    changes: EventChange[];
    refundOffered: boolean;
  };
};

/**
 * What an approval tells ticket holders, read in the approval's own transaction (reads
 * first, as Firestore wants; the caller writes): the first approval only records the time
 * and place; a later one with other facts records them with the calendar's SEQUENCE one more
 * and, if the event sold tickets, an "Event changed" mailing, with a refund offer when the
 * start moved more than `refundAfterMovedHours`. Written with the approval, so it happens
 * exactly once, and nothing writes the event again after it.
 */
export async function announceEventChange(
  tx: Pick<Transaction, 'query'>,
  {
    eventId,
    event,
    at,
    changeKey,
    refundAfterMovedHours = defaultRefundAfterMovedHours,
  }: {
    eventId: string;
    event: EventRecord;
    at: Date;
    changeKey: string;
    refundAfterMovedHours?: number;
  },
): Promise<Announcement> {
  const now = eventFactsOf(event);
  const told = event.announced;
  if (!told) return { fields: { announced: { ...now, sequence: 0 } } };
  const changes = changesBetween(told, now);
  if (changes.length === 0 || event.cancelledAt) return { fields: {} };
  const sold = await tx.query({
    collection: collections.tickets,
    where: [{ field: 'eventId', op: '==', value: eventId }],
    limit: 1,
  });
  const sequence = told.sequence + 1;
  const refundOffered = startMovedMoreThan(told, now, refundAfterMovedHours);
  const change = { before: eventFactsOf(told), after: now, changes, refundOffered };
  const fields = {
    announced: { ...now, sequence },
    ...(changes.includes('when') ? { rescheduledAt: at.toISOString() } : {}),
    // The start buyers knew, for search engines to show the event as moved from it.
    ...(told.startsAt && startMovedMoreThan(told, now, 0)
      ? { previousStartsAt: told.startsAt }
      : {}),
  };
  if (sold.length === 0) return { fields, change };
  const record: EventChangeMailing = {
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
      ...(refundOffered
        ? {
            refundOffer: {
              until: new Date(at.getTime() + refundOfferDays * 86_400_000).toISOString(),
              secret: newMailingSecret(),
            },
          }
        : {}),
    },
  };
  return { fields, change, mailing: { path: paths.mailing(`change-${changeKey}`), record } };
}
