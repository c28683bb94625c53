/*
 * The refund a change email offers when an event's start moved far (issue 39): its link's
 * parts and what the page shows of it.
 */
import { z } from 'zod';
import { docIdSchema, orderReference } from './ids';

/** `/refund/{mailingId}/{orderId}?t={proof}`, as the page sends it on. */
export const refundOfferLink = z.object({
  mailingId: docIdSchema('a change email', { max: 200 }),
  orderId: orderReference,
  proof: z.string().regex(/^[0-9a-f]{32}$/, 'Not a refund link'),
});
export type RefundOfferLink = z.output<typeof refundOfferLink>;

export const refundOfferView = z.object({
  eventName: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** The offer ends then. */
  until: z.string(),
  /** `refunding`: the gateway is being asked (another press, a moment ago). */
  state: z.enum(['offered', 'refunding', 'refunded', 'expired']),
});
export type RefundOfferView = z.output<typeof refundOfferView>;
