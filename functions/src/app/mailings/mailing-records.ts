import type { DocData } from '../../ports/doc-store';

/** What each kind of mailing is: an organiser's message, a reminder, an event's change. */
export type MailingKindName = 'message' | 'reminder' | 'event_change';

/**
 * One email to many people (`mailings/{id}`), sent exactly once to each (app/mailings):
 * `queued` until `sendAt`, then its recipients are written into batches and it is `sending`
 * until every batch is done, then `sent`. A `cancelled` one never sends.
 */
export type MailingRecord = DocData & {
  kind: MailingKindName;
  eventId: string;
  /** The organisation whose event it is, when it has one: its unsubscribes apply. */
  orgId?: string;
  status: 'queued' | 'sending' | 'sent' | 'cancelled';
  /** ISO instant; a queued mailing is not sent before it. */
  sendAt: string;
  createdAt: string;
  /** How many recipients each batch holds: fewer in tests, to cross batches with few people. */
  batchSize?: number;
  /** Set when the recipients are written: each address once. */
  recipientCount?: number;
  batchCount?: number;
  batchesDone?: number;
  sentCount?: number;
  failedCount?: number;
  /** Addresses left out because they unsubscribed (promotional messages only). */
  skippedCount?: number;
  /** The runner holding the mailing, and until when: another takes over after it. */
  lease?: { holder: string; until: string };
  finishedAt?: string;
  /** What the kind needs to compose its email (the message's text, the change's before and after). */
  content: DocData;
};

/** One recipient of a mailing: an address (lower-case), with what its email names. */
export type MailingRecipient = DocData & { email: string; name?: string };

/** Recipients `mailings/{id}/batches/{n}`: sent together, recorded done together. */
export type MailingBatchRecord = DocData & {
  index: number;
  recipients: MailingRecipient[];
  status: 'pending' | 'done';
  sent?: number;
  failed?: number;
};

export const defaultBatchSize = 200;
