import { z } from 'zod';
import { payoutReadinessView } from './payout-readiness';
import { minorUnits } from './minor-units';

/** The kinds of ledger entry, each with one sign (see functions/src/domain/ledger.ts). */
export const ledgerEntryKinds = [
  'sale',
  'platform_fee',
  'platform_fee_vat',
  'gateway_fee',
  'gateway_fee_covered',
  'refund',
  'platform_fee_returned',
  'platform_fee_vat_returned',
  'payout',
  'payout_reversed',
  'adjustment',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/**
 * An event's money in one currency, every figure a positive amount in minor units as people
 * read it, except the balance (negative: what the organiser owes). Net is gross less fees,
 * VAT and refunds: what the sales earned.
 */
export const moneySummary = z.object({
  gross: minorUnits,
  platformFees: minorUnits,
  vat: minorUnits,
  gatewayFees: minorUnits,
  refunds: minorUnits,
  net: minorUnits,
  paidOut: minorUnits,
  adjustments: minorUnits,
  balance: minorUnits,
});
export type MoneySummary = z.infer<typeof moneySummary>;

export const currencyMoney = z.object({
  currency: z.string(),
  summary: moneySummary,
  /** How many ledger entries the figures sum: the statement has as many rows. */
  entries: z.number().int(),
  payout: payoutReadinessView,
  /** Sales and net per day (YYYY-MM-DD in the event's time zone), oldest first. */
  days: z.array(z.object({ day: z.string(), sales: minorUnits, net: minorUnits })),
});
export type CurrencyMoney = z.infer<typeof currencyMoney>;

/** The event whose money it is, on the event's Money page and in the organiser's list. */
export const moneyOfEvent = z.object({
  eventId: z.string(),
  eventName: z.string(),
  /** When the event ends (or starts, when it gives no end): payouts count from it. */
  endsAt: z.string().optional(),
});

/** The statement's rows: `GET /api/events/:eventId/money/statement.csv`. */
export const ledgerEntryLabels = {
  sale: 'Sale',
  platform_fee: 'Platform fee',
  platform_fee_vat: 'VAT on platform fee',
  gateway_fee: 'Card processing fee',
  gateway_fee_covered: 'Card processing fee borne by the platform',
  refund: 'Refund',
  platform_fee_returned: 'Platform fee returned',
  platform_fee_vat_returned: 'VAT on platform fee returned',
  payout: 'Payout',
  payout_reversed: 'Payout reversed',
  adjustment: 'Adjustment',
} as const satisfies Record<LedgerEntryKind, string>;
