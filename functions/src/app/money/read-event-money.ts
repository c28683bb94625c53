import {
  emptyTotals,
  ledgerEntryKinds,
  summaryOf,
  type LedgerTotals,
  type MoneySummary,
} from '../../domain/ledger';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { MoneyShardRecord } from './ledger-records';
import { moneyShards } from './post-to-ledger';

export type CurrencyMoney = { currency: string; totals: LedgerTotals; summary: MoneySummary };

/** Adds `shard` into `totals` (kinds a shard has not seen yet count as 0). */
function addShard(totals: LedgerTotals, shard: MoneyShardRecord): LedgerTotals {
  const byKind = { ...totals.byKind };
  for (const kind of ledgerEntryKinds) byKind[kind] += shard.byKind[kind] ?? 0;
  return {
    balance: totals.balance + shard.balance,
    entries: totals.entries + shard.entries,
    byKind,
  };
}

/**
 * An event's money per currency, from its running totals: a few shard documents per
 * currency, however many entries the ledger holds.
 */
export async function readEventMoney(
  docs: Pick<DocStore, 'query'>,
  eventId: string,
): Promise<CurrencyMoney[]> {
  const shards = await docs.query<MoneyShardRecord>({
    collection: paths.eventMoney(eventId),
    // Every currency's shards; an event sells in very few currencies.
    limit: moneyShards * 8,
  });
  const byCurrency = new Map<string, LedgerTotals>();
  for (const { data } of shards) {
    byCurrency.set(data.currency, addShard(byCurrency.get(data.currency) ?? emptyTotals(), data));
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, totals]) => ({ currency, totals, summary: summaryOf(totals) }));
}
