import { z } from 'zod';
import { feeModes } from './fees';
import { eventId, orderReference, refuseTypesListedTwice, ticketTypeId } from './ids';
import { minorUnits } from './minor-units';
import { ticketQuantity } from './form-fields';
import { admissionToken } from './waiting-room';
import { promoCodeText } from './promo-codes';
import { accessCodeText } from './access-codes';
import { attendeeDetailsInput } from './attendee-details';
import { sourceName } from './sales-sources';

// The page cleans the link's `ref` with the rest of this contract, loaded when the buyer buys.
export { sourceOfLink } from './sales-sources';

/** Every ticket of an order is written in the transaction that fulfils it. */
export const maxTicketsPerOrder = 50;

/** POST /api/beginTransaction: what a buyer asks for. */
export const beginTransactionRequest = z
  .object({
    eventId,
    email: z
      .string()
      .trim()
      .min(1, 'no email')
      .max(254)
      .email('Enter a valid email address')
      // Firebase reports account emails in lower case; tickets must be found by them.
      .transform((email) => email.toLowerCase()),
    items: z
      .array(
        z.object({
          typeId: ticketTypeId,
          quantity: ticketQuantity,
        }),
      )
      .min(1, 'Choose at least one ticket')
      .max(20, 'At most 20 ticket types'),
    /**
     * Made by the page once per purchase attempt and sent again on every retry or second
     * press, so that they all mean the same one purchase: a key sent before gets that
     * purchase's answer (its hold, order, place in the queue or refusal), whatever the stock
     * is now, with `again` or without.
     */
    requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a request key'),
    /**
     * A hint, not needed for the answer: the page sent this request key before (a retry, a
     * second press), so the earlier purchase is looked up first and no payment is started
     * for it again. Without it the same answer comes, after a payment started for nothing.
     */
    again: z.boolean({ message: 'Must be true or false' }).optional(),
    /** The waiting room's token (POST /api/events/{id}/waitingRoom), where the event has one. */
    admissionToken: admissionToken.optional(),
    /** A promo code of the event (any case): the allocator counts its use with the grant. */
    promoCode: promoCodeText.optional(),
    /**
     * The access code (any case) that unlocks the hidden ticket types asked for (typed on the
     * page or in its link's `?access=`); not the payment's `accessCode` of the answer.
     */
    accessCode: accessCodeText.optional(),
    /**
     * Where the buyer came from (contract/sales-sources.ts): the link's `?ref=`, or the host
     * name of the site whose widget sells; the order keeps it as its `source`.
     */
    ref: sourceName.optional(),
    /** Answers and each ticket's holder, where the event asks (contract/attendee-details.ts). */
    ...attendeeDetailsInput,
  })
  .superRefine((request, context) => {
    const total = request.items.reduce((sum, item) => sum + item.quantity, 0);
    if (total > maxTicketsPerOrder) {
      context.addIssue({
        code: 'custom',
        path: ['items'],
        message: `At most ${maxTicketsPerOrder} tickets in one order`,
      });
    }
    refuseTypesListedTwice(context, 'items', request.items, 'typeId');
  });
export type BeginTransactionRequest = z.input<typeof beginTransactionRequest>;

const orderItem = z.object({
  typeId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: minorUnits,
});

export { queueCountLimit } from './queue-position';

/**
 * The platform's service fee in an order's `amount` and the VAT on it, in minor units: the
 * buyer pays them on top of the tickets when `feeMode` is `passed_on`.
 */
export const orderFees = z.object({
  feeMode: z.enum(feeModes),
  platformFee: minorUnits,
  vat: minorUnits,
});
export type OrderFees = z.infer<typeof orderFees>;

/**
 * The answer: the tickets are held and the payment can start (`held`), the purchase is
 * still waiting in the queue (`queued`: ask again with the request id), or a free order
 * was completed at once (`paid`).
 */
export const beginTransactionResponse = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('held'),
    reference: z.string(),
    accessCode: z.string(),
    authorizationUrl: z.string(),
    amount: minorUnits,
    currency: z.string(),
    holdExpiresAt: z.string(),
    items: z.array(orderItem),
    /** Missing on orders placed before fees were charged: no fee. */
    charge: orderFees.optional(),
  }),
  z.object({
    status: z.literal('queued'),
    requestId: z.string(),
    /**
     * The buyer's place in the queue, 1 for next (asked again only: beginTransaction does not
     * count). Counted up to `queueCountLimit` requests ahead, so a larger number means "at least".
     */
    position: z.number().int().min(1).optional(),
  }),
  z.object({
    status: z.literal('paid'),
    reference: z.string(),
    amount: minorUnits,
    currency: z.string(),
    items: z.array(orderItem),
    ticketCodes: z.array(z.string()),
  }),
]);
export type BeginTransactionResponse = z.infer<typeof beginTransactionResponse>;

/** POST /api/verifyPayment: the page asks after the popup closes. */
export const verifyPaymentRequest = z.object({ reference: orderReference });

export const verifyPaymentResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), reference: z.string(), ticketCodes: z.array(z.string()) }),
  z.object({ status: z.literal('unpaid'), reference: z.string(), paymentStatus: z.string() }),
  z.object({ status: z.literal('refunded'), reference: z.string(), reason: z.string() }),
]);
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;
