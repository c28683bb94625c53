import {
  emptyTotals,
  invalidEntryAmount,
  withEntry,
  type LedgerEntryKind,
} from '../../domain/ledger';
import { paths } from '../../paths';
import type { Transaction } from '../../ports/doc-store';
import type { DayMoney, LedgerEntryRecord, MoneyShardRecord } from './ledger-records';

/** Shards of each event's totals per currency: enough for a rush's fulfilments in parallel. */
export const moneyShards = 8;

/** Movements of one event's money in one currency, caused by one thing (`reference`). */
export type LedgerPosting = {
  eventId: string;
  uid: string;
  currency: string;
  reference: string;
  at: string;
  /** The event's IANA time zone: which day the chart puts the entries on (UTC without). */
  timeZone?: string;
  entries: ReadonlyArray<{ kind: LedgerEntryKind; amount: number; reason?: string; by?: string }>;
};

/** The shard a reference always adds to: a stable hash, so retries land on the same one. */
export function shardOf(reference: string): number {
  let hash = 2166136261;
  for (let i = 0; i < reference.length; i++) {
    hash = Math.imul(hash ^ reference.charCodeAt(i), 16777619);
  }
  return (hash >>> 0) % moneyShards;
}

export const moneyShardId = (currency: string, shard: number) => `${currency}-${shard}`;

export const ledgerEntryId = (kind: LedgerEntryKind, reference: string) => `${kind}_${reference}`;

/**
 * Posts `posting` inside the caller's transaction, which also makes the change the posting
 * records (a fulfilment, a refund, a payout): reads now, and returns the writes to make once
 * the caller has done its own reads (a transaction reads before it writes). Entries of 0 are
 * left out. Each entry is created, never set: posting the same movement twice fails the
 * transaction rather than counting it twice.
 */
export async function prepareLedgerPosting(
  tx: Transaction,
  posting: LedgerPosting,
): Promise<() => void> {
  const entries = posting.entries.filter((entry) => entry.amount !== 0);
  for (const entry of entries) {
    const problem = invalidEntryAmount(entry);
    if (problem) throw new Error(`Ledger entry for ${posting.reference}: ${problem}`);
  }
  const shardPath = paths.moneyShard(
    posting.eventId,
    moneyShardId(posting.currency, shardOf(posting.reference)),
  );
  const shard = (await tx.get<MoneyShardRecord>(shardPath)).data;
  return () => {
    if (entries.length === 0) return;
    let totals = shard
      ? {
          balance: shard.balance,
          entries: shard.entries,
          byKind: { ...emptyTotals().byKind, ...shard.byKind },
        }
      : emptyTotals();
    for (const entry of entries) {
      totals = withEntry(totals, entry);
      const record: LedgerEntryRecord = {
        eventId: posting.eventId,
        uid: posting.uid,
        currency: posting.currency,
        kind: entry.kind,
        amount: entry.amount,
        reference: posting.reference,
        at: posting.at,
        ...(entry.reason === undefined ? {} : { reason: entry.reason }),
        ...(entry.by === undefined ? {} : { by: entry.by }),
      };
      tx.create(
        paths.ledgerEntry(posting.eventId, ledgerEntryId(entry.kind, posting.reference)),
        record,
      );
    }
    const day = dayOf(posting.at, posting.timeZone);
    const before = shard?.byDay?.[day] ?? { sales: 0, net: 0 };
    const next: MoneyShardRecord = {
      eventId: posting.eventId,
      uid: posting.uid,
      currency: posting.currency,
      ...totals,
      byDay: { ...shard?.byDay, [day]: addToDay(before, entries) },
      updatedAt: posting.at,
    };
    tx.set(shardPath, next);
  };
}

/** Money that moves between the organiser and the platform, not earned or lost on sales. */
const notEarnings = new Set<LedgerEntryKind>(['payout', 'payout_reversed', 'adjustment']);

/** What the platform earns: its fee, and the fee's VAT, each less what refunds gave back. */
export const platformFeeKinds: ReadonlySet<LedgerEntryKind> = new Set([
  'platform_fee',
  'platform_fee_returned',
]);
export const platformVatKinds: ReadonlySet<LedgerEntryKind> = new Set([
  'platform_fee_vat',
  'platform_fee_vat_returned',
]);

function addToDay(day: DayMoney, entries: LedgerPosting['entries']): DayMoney {
  let { sales, net } = day;
  let fees = day.fees ?? 0;
  let vat = day.vat ?? 0;
  let cardFeesBorne = day.cardFeesBorne ?? 0;
  for (const entry of entries) {
    if (entry.kind === 'sale') sales += entry.amount;
    if (!notEarnings.has(entry.kind)) net += entry.amount;
    // The organiser's entries take the fee (negative): the platform earns their opposite.
    if (platformFeeKinds.has(entry.kind)) fees -= entry.amount;
    if (platformVatKinds.has(entry.kind)) vat -= entry.amount;
    if (entry.kind === 'gateway_fee_covered') cardFeesBorne += entry.amount;
  }
  return { sales, net, fees, vat, ...(cardFeesBorne === 0 ? {} : { cardFeesBorne }) };
}

/** `at`'s calendar day in `timeZone`, as YYYY-MM-DD (en-CA writes dates that way). */
export function dayOf(at: string, timeZone = 'UTC'): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(at));
  } catch {
    // A time zone this runtime does not know: UTC rather than no entry.
    return at.slice(0, 10);
  }
}
