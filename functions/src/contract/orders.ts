import { z } from 'zod';
import { docIdSchema } from './ids';
import { ticketDoorState } from './door';
import { listPage, pageQuery } from './pages';
import { minorUnits } from './minor-units';
import { transferredTo } from './transfers';
import { questionId, questionKinds } from './attendee-details';

/* Attendees and orders of an event, as its organiser and administrators see them. */

// ---------------------------------------------------------------------------------------
// Attendees and orders (organiser and administrators)

export const attendeeStatusFilters = ['checked_in', 'not_checked_in', 'void'] as const;

/** `GET /api/events/{eventId}/attendees`: a page of tickets, oldest first. */
export const attendeesQuery = pageQuery.extend({
  /** Matches the start of the holder's email, the ticket code or the order reference. */
  q: z.string().max(200, 'At most 200 characters').optional(),
  typeId: docIdSchema('a ticket type id').optional(),
  status: z.enum(attendeeStatusFilters, { message: 'Not a status' }).optional(),
  /** With `answer`: the attendees who gave this answer (any case) to this question. */
  question: questionId.optional(),
  answer: z.string().trim().min(1, 'Enter an answer').max(500, 'At most 500 characters').optional(),
});
export type AttendeesQuery = z.infer<typeof attendeesQuery>;
/** What selects an attendee list's rows (on screen, in its CSV): the query but its page. */
export type AttendeeFilters = Pick<
  AttendeesQuery,
  'q' | 'typeId' | 'status' | 'question' | 'answer'
>;

export const attendee = z.object({
  code: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  holderEmail: z.string(),
  orderReference: z.string(),
  ...ticketDoorState.shape,
  /** Given at checkout (or edited since) where the event asks, or the friend's who claimed it. */
  holderName: z.string().optional(),
  /** The holder's email as given at checkout, where the event asks for it. */
  attendeeEmail: z.string().optional(),
  /** The answers for this holder (per order and per ticket), by question id. */
  answers: z.record(z.string(), z.string()).optional(),
  /** Handed to a friend, who holds it under a new code: the transfer history's line. */
  transferredTo: transferredTo.optional(),
  /** Claimed from its earlier holder (whose code is void). */
  transferredFrom: z.boolean().optional(),
  createdAt: z.string(),
});
export type Attendee = z.infer<typeof attendee>;

/** A question of the event's, as the attendee list names its answers (and filters by them). */
export const attendeeListQuestion = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(questionKinds),
  options: z.array(z.string()).optional(),
  /** Removed since it was asked: its answers are kept. */
  removed: z.boolean().optional(),
});
export type AttendeeListQuestion = z.infer<typeof attendeeListQuestion>;

export const attendeesResponse = listPage.extend({
  attendees: z.array(attendee),
  /** The event's questions, removed ones last: absent when it never asked any. */
  questions: z.array(attendeeListQuestion).optional(),
});
export type AttendeesResponse = z.infer<typeof attendeesResponse>;

export const orderListStatuses = ['held', 'paid', 'expired', 'refund_pending', 'refunded'] as const;

/** `GET /api/events/{eventId}/orders`: a page of orders, newest first. */
export const ordersQuery = pageQuery.extend({
  /** Matches the start of the buyer's email or the order reference. */
  q: z.string().max(200, 'At most 200 characters').optional(),
  status: z.enum(orderListStatuses, { message: 'Not a status' }).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;
/** What selects an order list's rows (on screen, in its CSV): the query but its page. */
export type OrderFilters = Pick<OrdersQuery, 'q' | 'status'>;

export const orderRow = z.object({
  reference: z.string(),
  email: z.string(),
  quantity: z.number().int(),
  amount: minorUnits,
  currency: z.string(),
  status: z.enum(orderListStatuses),
  flagged: z.string().optional(),
  createdAt: z.string(),
  paidAt: z.string().optional(),
  refundedAt: z.string().optional(),
  /** The promo code the order used, and the minor units it took off. */
  promoCode: z.string().optional(),
  discount: minorUnits.optional(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const ordersResponse = listPage.extend({ orders: z.array(orderRow) });
export type OrdersResponse = z.infer<typeof ordersResponse>;

/*
 * CSV exports, made on the server (a kept CSV library, UTF-8 with a BOM, CRLF rows):
 * `GET /api/events/{eventId}/attendees.csv` and `GET /api/events/{eventId}/orders.csv`,
 * `Content-Disposition: attachment`, every row whatever the page. Same filters as the lists.
 */
