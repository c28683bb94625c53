import { z } from 'zod';
import { minorUnits } from './minor-units';

/** The longest period one reconciliation reads: the gateway's lists are read whole. */
export const maxReconciliationDays = 31;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD: 2026-02-30 is refused, not rolled over into March. */
export const calendarDay = z
  .string({ message: 'A day is written YYYY-MM-DD' })
  .regex(dayPattern, 'A day is written YYYY-MM-DD')
  .refine((day) => new Date(`${day}T00:00:00.000Z`).toISOString().startsWith(day), {
    message: 'Not a day of the calendar',
  });

const dayMs = 24 * 60 * 60 * 1000;

/** How many days `from` to `to` covers, both included. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / dayMs) + 1;

/** `GET /api/admin/reconciliation?from=YYYY-MM-DD&to=YYYY-MM-DD`: UTC days, both included. */
export const reconciliationQuery = z
  .object({ from: calendarDay, to: calendarDay })
  .superRefine(({ from, to }, context) => {
    if (to < from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The period ends before it starts',
      });
    } else if (daysIn(from, to) > maxReconciliationDays) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A period is at most ${maxReconciliationDays} days`,
      });
    }
  });
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;

/** One figure of a day as each side has it, in minor units, positive as people read it. */
export const sides = z.object({ ledger: minorUnits, gateway: minorUnits });
export type Sides = z.infer<typeof sides>;

/**
 * A day's money in one currency: what was charged (sales), the gateway's fees on it, what was
 * refunded and what was paid out (transfers less those that failed or came back).
 */
export const reconciledCurrency = z.object({
  currency: z.string(),
  charges: sides,
  gatewayFees: sides,
  refunds: sides,
  transfers: sides,
});
export type ReconciledCurrency = z.infer<typeof reconciledCurrency>;

/** Every day of the period, with the currencies that moved on it. */
export const reconciledDay = z.object({
  day: z.string(),
  currencies: z.array(reconciledCurrency),
});
export type ReconciledDay = z.infer<typeof reconciledDay>;

export const differenceKinds = [
  'charge_missing_in_ledger',
  'charge_missing_at_gateway',
  'amount_mismatch',
  'fee_mismatch',
  'refund_missing_in_ledger',
  'refund_missing_at_gateway',
  'transfer_missing_in_ledger',
  'transfer_missing_at_gateway',
  'transfer_status_mismatch',
] as const;
export type DifferenceKind = (typeof differenceKinds)[number];

/**
 * What a difference or an explanation is about: `reference` is the order id (the payment's
 * reference) or the payout id (the transfer's), on the day it belongs to.
 */
const reconciliationItem = z.object({
  reference: z.string(),
  currency: z.string(),
  day: z.string(),
});

/**
 * Something the ledger and the gateway disagree on; `ledger` and `gateway` are each side's
 * amount, where it has one.
 */
export const reconciliationDifference = reconciliationItem.extend({
  kind: z.enum(differenceKinds),
  ledger: minorUnits.optional(),
  gateway: minorUnits.optional(),
  eventId: z.string().optional(),
  /** What was found, in words, for the administrator who follows it up. */
  detail: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;

export const explanationReasons = [
  /** Paid after its hold went back to stock and refunded at once: never a sale. */
  'late_payment_refunded',
  /** Paid before the ledger existed: it has no entries to compare. */
  'paid_before_ledger',
  /** The gateway took the refund; the order's refund is still being completed. */
  'refund_in_progress',
  /** Approved, but the gateway has not accepted the transfer yet (it is asked again). */
  'transfer_not_yet_accepted',
] as const;
export type ExplanationReason = (typeof explanationReasons)[number];

/** A gap between the two sides that is expected, and why. */
export const reconciliationExplanation = reconciliationItem.extend({
  reason: z.enum(explanationReasons),
  amount: minorUnits,
  detail: z.string(),
});
export type ReconciliationExplanation = z.infer<typeof reconciliationExplanation>;

/** The answer of `GET /api/admin/reconciliation`. */
export const reconciliationReport = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  days: z.array(reconciledDay),
  differences: z.array(reconciliationDifference),
  explained: z.array(reconciliationExplanation),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;
