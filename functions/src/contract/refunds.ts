import { z } from 'zod';
import { text } from './text';
import { orderReference } from './ids';
import { orderRow } from './orders';

// ---------------------------------------------------------------------------------------
// Refunds and cancellation

/**
 * `POST /api/orders/{reference}/refund` (the event's organiser or an administrator): a full
 * refund through the gateway, exactly once however often it is pressed. 200 with the order
 * once refunded; 202 while another call is refunding it; 409 for an order that was not paid.
 */
export const orderPathParams = z.object({ reference: orderReference });
export const refundResponse = z.object({ order: orderRow });
export type RefundResponse = z.infer<typeof refundResponse>;

/**
 * `POST /api/events/{eventId}/cancel` (organiser or administrator), for an event with
 * sales: hidden from buyers at once, sales stop, every paid order refunded, every ticket
 * void, every holder emailed. Safe to call again (it resumes); the answer says how far it
 * got. An event with no sales is deleted instead (`DELETE /api/events/{eventId}`).
 */
export const cancelEventRequest = z.object({
  reason: text({ min: 1, minMessage: 'Give a reason', max: 1000, multiline: true }),
});
export type CancelEventRequest = z.infer<typeof cancelEventRequest>;

export const cancelEventResponse = z.object({
  status: z.enum(['cancelling', 'cancelled']),
  ordersRefunded: z.number().int(),
  ordersLeft: z.number().int(),
});
export type CancelEventResponse = z.infer<typeof cancelEventResponse>;
