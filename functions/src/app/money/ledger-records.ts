import type { LedgerEntryKind, LedgerTotals } from '../../domain/ledger';
import type { DocData } from '../../ports/doc-store';

/**
 * `events/{eventId}/ledger/{kind}_{reference}`: one movement of the event's money, never
 * edited. Its id is its idempotency key: a second write of the same movement fails instead
 * of counting it twice.
 */
export type LedgerEntryRecord = DocData & {
  eventId: string;
  /** The organiser the money is owed to. */
  uid: string;
  currency: string;
  kind: LedgerEntryKind;
  /** Signed, integer minor units (see domain/ledger.ts for each kind's sign). */
  amount: number;
  /** What moved the money: an order id (its payment reference) or a payout id. */
  reference: string;
  at: string;
  /** An administrator's adjustment says why, and who made it. */
  reason?: string;
  by?: string;
};

/**
 * `events/{eventId}/money/{currency}-{shard}`: a share of the event's running totals in one
 * currency. The totals are the sum of the shards, so that sales during a rush, each adding
 * to the shard its order falls in, do not all wait on one document.
 */
export type MoneyShardRecord = DocData &
  LedgerTotals & {
    eventId: string;
    uid: string;
    currency: string;
    /** Per day (YYYY-MM-DD in the event's time zone): what the chart of sales and net draws. */
    byDay?: Record<string, DayMoney>;
    updatedAt: string;
  };

/**
 * One day's sales (gross) and what they earned the organiser after fees and refunds; and what
 * the platform earned: its fee and the fee's VAT, less what refunds gave back (positive).
 */
export type DayMoney = {
  sales: number;
  net: number;
  fees?: number;
  vat?: number;
  /** The part of card fees the platform bore (positive): contract/fees.ts `cardFeeShares`. */
  cardFeesBorne?: number;
};
