/**
 * An event's money, per currency, as an append-only list of entries in integer minor units:
 * what it owes its organiser is the sum of its entries. Each kind has one sign, so a statement
 * reads without guessing; only an administrator's adjustment may go either way.
 *
 * On a refund the buyer gets back everything they paid, and the platform gives back its fee
 * and the fee's VAT (it earns only on tickets that stay sold). The gateway keeps its own fee,
 * which stays a cost of the event: the organiser's, up to what the sale left them, and the
 * platform's beyond that (`gateway_fee_covered`, see contract/fees.ts).
 */
import { ledgerEntryKinds, type LedgerEntryKind, type MoneySummary } from '../contract/event-money';

export { ledgerEntryKinds, type LedgerEntryKind, type MoneySummary };

const signOf: Record<LedgerEntryKind, 1 | -1 | 0> = {
  sale: 1,
  platform_fee: -1,
  platform_fee_vat: -1,
  gateway_fee: -1,
  gateway_fee_covered: 1,
  refund: -1,
  platform_fee_returned: 1,
  platform_fee_vat_returned: 1,
  payout: -1,
  payout_reversed: 1,
  adjustment: 0,
};

export type LedgerAmount = { kind: LedgerEntryKind; amount: number };

/** Why `amount` cannot be an entry of `kind`, or undefined when it can. */
export function invalidEntryAmount({ kind, amount }: LedgerAmount): string | undefined {
  if (!Number.isSafeInteger(amount)) return `${amount} is not a whole number of minor units`;
  if (amount === 0) return 'An entry of 0 records nothing';
  const sign = signOf[kind];
  if (sign !== 0 && Math.sign(amount) !== sign) {
    return `A ${kind} entry is ${sign > 0 ? 'positive' : 'negative'}, not ${amount}`;
  }
  return undefined;
}

/** An amount of `kind` with the sign its kind has: `signed('refund', 500)` is -500. */
export function signed(kind: Exclude<LedgerEntryKind, 'adjustment'>, magnitude: number): number {
  return signOf[kind] * Math.abs(magnitude);
}

/** An event's running totals in one currency: what the money screens read. */
export type LedgerTotals = {
  /** The sum of every entry: what the organiser is owed (negative: what they owe). */
  balance: number;
  entries: number;
  byKind: Record<LedgerEntryKind, number>;
};

export function emptyTotals(): LedgerTotals {
  const byKind = Object.fromEntries(ledgerEntryKinds.map((kind) => [kind, 0])) as Record<
    LedgerEntryKind,
    number
  >;
  return { balance: 0, entries: 0, byKind };
}

/** `totals` with `entry` added: the same change the entry's own transaction makes. */
export function withEntry(totals: LedgerTotals, entry: LedgerAmount): LedgerTotals {
  return {
    balance: totals.balance + entry.amount,
    entries: totals.entries + 1,
    byKind: { ...totals.byKind, [entry.kind]: totals.byKind[entry.kind] + entry.amount },
  };
}

export function totalsOf(entries: Iterable<LedgerAmount>): LedgerTotals {
  let totals = emptyTotals();
  for (const entry of entries) totals = withEntry(totals, entry);
  return totals;
}

/** A negative total as the positive amount it took (`0 - total`: -0 would print as "-0"). */
const taken = (total: number) => 0 - total;

export function summaryOf({ byKind, balance }: LedgerTotals): MoneySummary {
  const gross = byKind.sale;
  const platformFees = taken(byKind.platform_fee + byKind.platform_fee_returned);
  const vat = taken(byKind.platform_fee_vat + byKind.platform_fee_vat_returned);
  // What the organiser bears: the platform bears the part no sale left them room for.
  const gatewayFees = taken(byKind.gateway_fee + byKind.gateway_fee_covered);
  const refunds = taken(byKind.refund);
  return {
    gross,
    platformFees,
    vat,
    gatewayFees,
    refunds,
    net: gross - platformFees - vat - gatewayFees - refunds,
    paidOut: taken(byKind.payout + byKind.payout_reversed),
    adjustments: byKind.adjustment,
    balance,
  };
}
