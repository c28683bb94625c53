import { z } from 'zod';
import { eventId, orderReference } from './ids';
import { text } from './text';

/*
 * Refunds buyers ask for (issue 39 part 4): where the organiser allows it, a buyer asks from
 * their ticket's page until some days before the start; the organiser approves or declines
 * in the workspace, or every request is granted at once. The event's setting is
 * refund-request-settings.ts.
 */

export const maxRefundRequestReasonLength = 500;

/**
 * Where a ticket's order stands for a request, as its page shows it (only for the buyer's
 * own tickets of an event that takes requests): one may be made (`available`, until when),
 * the time for it has passed (`closed`), one waits for the organiser (`requested`), or the
 * organiser declined it (`declined`, with why). A granted request shows as the refunded
 * ticket it became.
 */
export const ticketRefundState = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('available'),
    until: z.string(),
    /** The whole order's: a request refunds every ticket of it. */
    amount: z.number().int(),
    currency: z.string(),
    tickets: z.number().int(),
    /** Granted at once, without waiting for the organiser. */
    automatic: z.boolean(),
  }),
  z.object({ state: z.literal('closed'), until: z.string() }),
  z.object({ state: z.literal('requested'), at: z.string() }),
  z.object({ state: z.literal('declined'), at: z.string(), reason: z.string() }),
]);
export type TicketRefundState = z.infer<typeof ticketRefundState>;

/** `POST /api/tickets/{code}/refund-request`: an optional word to the organiser. */
export const refundRequestRequest = z.object({
  reason: text({ max: maxRefundRequestReasonLength, multiline: true }).optional(),
});
export type RefundRequestRequest = z.input<typeof refundRequestRequest>;

/**
 * Why a request cannot be made (409 `conflict`, `error.details.reason`): requests are off,
 * their time has passed, the order is not paid (refunded already), a ticket of it was handed
 * to a friend or is being, one was used at the door, or the organiser declined the order's
 * request (one request an order).
 */
export const refundRequestRefusals = [
  'refund_requests_off',
  'refund_requests_closed',
  'not_paid',
  'transferred',
  'used',
  'declined',
] as const;
export type RefundRequestRefusal = (typeof refundRequestRefusals)[number];

/**
 * 201 `requested` (waiting for the organiser; the same answer for a second press), 200
 * `refunded` when granted at once, 202 `refunding` while the gateway is being asked.
 */
export const refundRequestResponse = z.object({
  state: z.enum(['requested', 'refunding', 'refunded']),
});
export type RefundRequestResponse = z.infer<typeof refundRequestResponse>;

export const refundRequestStates = ['pending', 'refunding', 'refunded', 'declined'] as const;

/** One request as the organiser's workspace lists it. */
export const refundRequestView = z.object({
  orderId: z.string(),
  email: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  tickets: z.number().int(),
  reason: z.string().optional(),
  requestedAt: z.string(),
  /** `refunding`/`refunded` follow the order; `declined` with `declineReason`. */
  state: z.enum(refundRequestStates),
  decidedAt: z.string().optional(),
  declineReason: z.string().optional(),
});
export type RefundRequestView = z.infer<typeof refundRequestView>;

/** `GET /api/events/{eventId}/refund-requests`: waiting ones first, then the rest, newest first. */
export const refundRequestList = z.object({ requests: z.array(refundRequestView) });
export type RefundRequestList = z.infer<typeof refundRequestList>;

export const refundRequestPathParams = z.object({ eventId, orderId: orderReference });

/** `POST /api/events/{eventId}/refund-requests/{orderId}/decline`: told to the buyer. */
export const declineRefundRequest = z.object({
  reason: text({
    min: 1,
    minMessage: 'Say why, for the buyer',
    max: maxRefundRequestReasonLength,
    multiline: true,
  }),
});
export type DeclineRefundRequest = z.input<typeof declineRefundRequest>;
