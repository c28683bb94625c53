/*
 * Messages to an event's attendees (issue 39): what the organiser writes and to whom, and
 * what the workspace shows of each message while and after it is sent.
 */
import { z } from 'zod';
import { isoDateTime } from './form-fields';
import { docIdSchema, eventId, ticketTypeId } from './ids';

export const messageSubjectMax = 200;
export const messageBodyMax = 20_000;
/** Messages an event may send in any 24 hours (tests sent to oneself do not count). */
export const messagesPerDay = 5;

/** Who a message goes to; each address once, however many tickets or orders it has. */
export const messageAudience = z.discriminatedUnion(
  'kind',
  [
    /** Everyone holding a valid ticket. */
    z.object({ kind: z.literal('holders') }),
    /** Holders of the ticket types chosen. */
    z.object({
      kind: z.literal('types'),
      typeIds: z
        .array(ticketTypeId)
        .min(1, 'Choose at least one ticket type')
        .max(100, 'At most 100 ticket types'),
    }),
    /** Holders whose ticket has not been scanned at the door. */
    z.object({ kind: z.literal('not_checked_in') }),
    /** The buyers of paid orders (a buyer's friends who hold tickets are not). */
    z.object({ kind: z.literal('buyers') }),
    /** People on the event's waiting lists, still waiting. */
    z.object({ kind: z.literal('waiting_list') }),
  ],
  { message: 'Choose who gets the message' },
);
export type MessageAudience = z.output<typeof messageAudience>;
export type MessageAudienceKind = MessageAudience['kind'];

/** Each audience as the workspace names it. */
export const audienceNames: Readonly<Record<MessageAudienceKind, string>> = {
  holders: 'Every ticket holder',
  types: 'Holders of chosen ticket types',
  not_checked_in: 'Holders not yet checked in',
  buyers: 'Buyers (one email per address)',
  waiting_list: 'The waiting list',
};

/** Why each audience gets a message: its small print says "because you bought tickets for …". */
export const audienceReasons: Readonly<Record<MessageAudienceKind, string>> = {
  holders: 'you have a ticket for',
  types: 'you have a ticket for',
  not_checked_in: 'you have a ticket for',
  buyers: 'you bought tickets for',
  waiting_list: 'you are on the waiting list for',
};

const messageText = {
  subject: z
    .string({ message: 'Give the message a subject' })
    .trim()
    .min(1, 'Give the message a subject')
    .max(messageSubjectMax, `A subject is at most ${messageSubjectMax} characters`),
  body: z
    .string({ message: 'Write the message' })
    .trim()
    .min(1, 'Write the message')
    .max(messageBodyMax, `A message is at most ${messageBodyMax.toLocaleString('en')} characters`),
  /** News and offers, which people may unsubscribe from; a service message always goes. */
  promotional: z.boolean({ message: 'Say whether the message is promotional' }),
};

/** `POST /api/events/{eventId}/messages`: send now, or at `sendAt`. */
export const createMessageRequest = z.object({
  /** Made once per press of Send by the page: a second press with it sends nothing more. */
  requestKey: docIdSchema('a request key', { min: 8, max: 64 }),
  ...messageText,
  audience: messageAudience,
  /** When to send; missing or null: now. */
  sendAt: isoDateTime.nullish(),
});
export type CreateMessageRequest = z.input<typeof createMessageRequest>;

/** `POST /api/events/{eventId}/messages/test`: the message, to the sender's own address. */
export const testMessageRequest = z.object(messageText);
export type TestMessageRequest = z.input<typeof testMessageRequest>;

export const messagePathParams = z.object({ eventId, messageId: docIdSchema('a message id') });

export const messageStatuses = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** A message as the workspace shows it, while and after it is sent. */
export const messageView = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: messageAudience,
  promotional: z.boolean(),
  status: z.enum(messageStatuses),
  /** When it goes (scheduled) or went. */
  sendAt: z.string(),
  createdAt: z.string(),
  /** Who wrote it, by email where known. */
  createdBy: z.string(),
  /** Known once sending started: each address once, unsubscribed ones left out. */
  recipients: z.number().int().nullable(),
  /** Handed to the mail service. */
  sent: z.number().int(),
  /** The mail service refused them. */
  failed: z.number().int(),
  /** Left out: unsubscribed from this organisation's promotional messages. */
  skipped: z.number().int(),
  finishedAt: z.string().optional(),
});
export type MessageView = z.output<typeof messageView>;

export const messageList = z.object({
  messages: z.array(messageView),
  /** Messages counted against the limit in the last 24 hours. */
  sentToday: z.number().int(),
  perDay: z.number().int(),
});
export type MessageList = z.output<typeof messageList>;

export const testMessageAnswer = z.object({ sentTo: z.string() });

/** The query of an unsubscribe link (`/unsubscribe?m&r&t`): the message, the recipient's key, the proof. */
export const unsubscribeLink = z.object({
  m: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Not a message'),
  r: z.string().regex(/^[0-9a-f]{32}$/, 'Not a recipient'),
  t: z.string().regex(/^[0-9a-f]{32}$/, 'Not a proof'),
});
export type UnsubscribeLink = z.output<typeof unsubscribeLink>;

export const unsubscribeAnswer = z.object({ organisation: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeAnswer = z.output<typeof unsubscribeAnswer>;
