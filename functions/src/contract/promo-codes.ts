import { z } from 'zod';
import { isoDateTime, wholeNumber } from './form-fields';
import { eventId, ticketTypeId } from './ids';
import { minorUnits } from './minor-units';
import { currencies } from './public';
import { feeModes } from './fees';
import { feeSchedule } from './events';

/**
 * A promo code as typed: letters, digits, `-` and `_`, 3 to 32 characters, any case. It is
 * stored and compared in capitals (codes are case-insensitive).
 */
export const promoCodeText = z
  .string({ message: 'Enter a code' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, 'A code is 3 to 32 letters, digits, - or _')
  .transform((code) => code.toUpperCase());

const uses = (what: string) =>
  wholeNumber(what).min(1, `${what} is at least 1`).max(1_000_000, `${what} is at most 1,000,000`);

/** What a code takes off: a percentage (up to two decimals) or an amount, per ticket or order. */
export const promoDiscountInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percent: z
      .number({ message: 'Percent must be a number' })
      .gt(0, 'Percent is more than 0')
      .max(100, 'Percent is at most 100')
      .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
        message: 'Percent has at most two decimals',
      }),
    per: z.enum(['ticket', 'order'], { message: 'Per is ticket or order' }).default('ticket'),
  }),
  z.object({
    kind: z.literal('amount'),
    amount: minorUnits.min(1, 'Amount is at least 1 minor unit').max(100_000_000),
    currency: z.enum(currencies, { message: 'Currency is ZAR, EUR or USD' }),
    per: z.enum(['ticket', 'order'], { message: 'Per is ticket or order' }).default('ticket'),
  }),
]);

const windowOf = <T extends { validFrom?: string | null; validUntil?: string | null }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.validFrom && value.validUntil && value.validFrom >= value.validUntil) {
    context.addIssue({
      code: 'custom',
      path: ['validUntil'],
      message: 'Valid until is after valid from',
    });
  }
};

/** POST /api/events/{id}/promoCodes */
export const createPromoCodeRequest = z
  .object({
    code: promoCodeText,
    discount: promoDiscountInput,
    /** Empty or missing: every ticket type of the event. */
    typeIds: z.array(ticketTypeId).max(50).default([]),
    maxUses: uses('Uses').nullable().default(null),
    maxUsesPerBuyer: uses('Uses per buyer').nullable().default(null),
    validFrom: isoDateTime.nullable().default(null),
    validUntil: isoDateTime.nullable().default(null),
  })
  .superRefine(windowOf);
export type CreatePromoCodeRequest = z.input<typeof createPromoCodeRequest>;

/**
 * PATCH /api/events/{id}/promoCodes/{code}: what may change once buyers may have used it.
 * A new discount applies to orders from then on (a payment started at the old price is
 * refused `price_changed`); the per-buyer limit is fixed at creation (its count starts then).
 */
export const updatePromoCodeRequest = z
  .object({
    discount: promoDiscountInput.optional(),
    maxUses: uses('Uses').nullable().optional(),
    validFrom: isoDateTime.nullable().optional(),
    validUntil: isoDateTime.nullable().optional(),
    active: z.boolean({ message: 'Active is true or false' }).optional(),
  })
  .superRefine(windowOf);
export type UpdatePromoCodeRequest = z.input<typeof updatePromoCodeRequest>;

export const promoCodePathParams = z.object({
  eventId,
  code: promoCodeText,
});

/** One code as the organiser sees it, with its uses and what paid orders with it earned. */
export const promoCodeView = z.object({
  code: z.string(),
  discount: z.union([
    z.object({ kind: z.literal('percent'), percent: z.number(), per: z.enum(['ticket', 'order']) }),
    z.object({
      kind: z.literal('amount'),
      amount: minorUnits,
      currency: z.string(),
      per: z.enum(['ticket', 'order']),
    }),
  ]),
  typeIds: z.array(z.string()),
  maxUses: z.number().int().nullable(),
  maxUsesPerBuyer: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  active: z.boolean(),
  /** Orders holding or having bought with it now. */
  used: z.number().int(),
  /** Paid orders with it, and what they paid in all (per currency), in minor units. */
  paidOrders: z.number().int(),
  revenue: z.record(z.string(), minorUnits),
  /** Minor units it took off paid orders, per currency. */
  discounted: z.record(z.string(), minorUnits),
});
export type PromoCodeView = z.infer<typeof promoCodeView>;

export const promoCodeList = z.object({ codes: z.array(promoCodeView) });
export type PromoCodeList = z.infer<typeof promoCodeList>;

/** POST /api/events/{id}/promoCodeCheck: the buyer's page asks what a typed code takes off. */
export const promoCodeCheckRequest = z.object({ code: promoCodeText });

/**
 * A usable code's terms, with the event's fee terms, so the page prices the order with
 * contract/promo-price.ts and fees.ts exactly as the allocator will (`value`: basis points
 * for a percentage, minor units for an amount). An unknown, deactivated, used-up, expired or
 * not yet valid code is one 404 (codes are not enumerable); the checkout itself says which.
 */
export const promoCodeCheckResponse = z.object({
  code: z.string(),
  terms: z.object({
    kind: z.enum(['percent', 'amount']),
    value: z.number().int(),
    per: z.enum(['ticket', 'order']),
    currency: z.string().optional(),
    typeIds: z.array(z.string()),
  }),
  feeMode: z.enum(feeModes),
  feeSchedule,
});
export type PromoCodeCheckResponse = z.infer<typeof promoCodeCheckResponse>;
