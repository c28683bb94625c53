import {
  emptyTotals,
  ledgerEntryKinds,
  summaryOf,
  type LedgerTotals,
  type MoneySummary,
} from '../../domain/ledger';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { DayMoney, MoneyShardRecord } from './ledger-records';

export type EventCurrencyMoney = {
  currency: string;
  totals: LedgerTotals;
  summary: MoneySummary;
  /** Oldest first. */
  days: Array<DayMoney & { day: string }>;
};

/**
 * An event's money per currency, from its running totals: a few shard documents per
 * currency, however many entries the ledger holds.
 */
export async function readEventMoney(
  docs: Pick<DocStore, 'query'>,
  eventId: string,
): Promise<EventCurrencyMoney[]> {
  const shards = await docs.query<MoneyShardRecord>({ collection: paths.eventMoney(eventId) });
  const byCurrency = new Map<string, { totals: LedgerTotals; days: Map<string, DayMoney> }>();
  for (const { data: shard } of shards) {
    const sum = byCurrency.get(shard.currency) ?? { totals: emptyTotals(), days: new Map() };
    byCurrency.set(shard.currency, {
      totals: addShard(sum.totals, shard),
      days: addDays(sum.days, shard.byDay ?? {}),
    });
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, { totals, days }]) => ({
      currency,
      totals,
      summary: summaryOf(totals),
      days: [...days]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, figures]) => ({ day, ...figures })),
    }));
}

/** `totals` with `shard` added (kinds a shard has not seen yet count as 0). */
function addShard(totals: LedgerTotals, shard: MoneyShardRecord): LedgerTotals {
  const byKind = { ...totals.byKind };
  for (const kind of ledgerEntryKinds) byKind[kind] += shard.byKind[kind] ?? 0;
  return {
    balance: totals.balance + shard.balance,
    entries: totals.entries + shard.entries,
    byKind,
  };
}

function addDays(days: Map<string, DayMoney>, more: Record<string, DayMoney>) {
  for (const [day, { sales, net }] of Object.entries(more)) {
    const sum = days.get(day) ?? { sales: 0, net: 0 };
    days.set(day, { sales: sum.sales + sales, net: sum.net + net });
  }
  return days;
}
