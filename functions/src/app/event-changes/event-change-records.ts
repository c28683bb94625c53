import type { EventChange, EventFacts } from '../../domain/event-change';
import type { DocData } from '../../ports/doc-store';
import type { MailingRecord } from '../mailings/mailing-records';

/** What an "Event changed" mailing keeps in its `content`. */
export type EventChangeContent = DocData & {
  eventName: string;
  /** What holders were told, and what is approved now. */
  before: EventFacts;
  after: EventFacts;
  changes: EventChange[];
  /** The calendar entry's SEQUENCE from now on. */
  sequence: number;
  /**
   * Set when the start moved further than the platform allows without an offer: each paid
   * order's buyer may refund it through their link until `until` (mailings/link-proof.ts).
   */
  refundOffer?: { until: string; secret: string };
};

export type EventChangeMailing = MailingRecord & {
  kind: 'event_change';
  content: EventChangeContent;
};

/** An order its buyer may refund through the change email's link. */
export type OfferedOrder = { id: string; amount: number; currency: string };

/** How long a refund link of a change email works. */
export const refundOfferDays = 14;
/** When the platform has not said: a start moved more than 2 hours offers the money back. */
export const defaultRefundAfterMovedHours = 2;
