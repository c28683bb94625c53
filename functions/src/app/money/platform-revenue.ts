import type { PlatformRevenueResponse } from '../../contract/revenue';
import { collections, paths } from '../../paths';
import type { DocStore, OrderClause } from '../../ports/doc-store';
import { walkPages } from '../common/read-page';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRecord } from '../events/event-records';
import type { MoneyShardRecord } from './ledger-records';

type Month = PlatformRevenueResponse['months'][number];

const oldestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];
/** Events whose money is read at once: enough to be quick, few enough not to flood the store. */
const eventsAtOnce = 50;

/** `now`'s month less `back` months, as YYYY-MM (UTC). */
export function monthBefore(now: Date, back: number): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return month.toISOString().slice(0, 7);
}

/**
 * The platform's fees and VAT per month and currency, and the card fees it bore, from every event's running totals by
 * day: one query per event (its few shards), every event walked a batch at a time.
 */
export async function platformRevenue({
  services: { docs, clock },
  months,
}: UseCaseOptions<'docs' | 'clock', { months: number }>): Promise<PlatformRevenueResponse> {
  const from = monthBefore(clock.now(), months - 1);
  const sums = new Map<string, Month>();
  const add = (shard: MoneyShardRecord) => {
    for (const [day, figures] of Object.entries(shard.byDay ?? {})) {
      const { fees = 0, vat = 0, cardFeesBorne = 0 } = figures;
      const month = day.slice(0, 7);
      if (month < from || (fees === 0 && vat === 0 && cardFeesBorne === 0)) continue;
      const key = `${month} ${shard.currency}`;
      const sum = sums.get(key) ?? {
        month,
        currency: shard.currency,
        platformFees: 0,
        vat: 0,
        cardFeesBorne: 0,
      };
      sums.set(key, {
        ...sum,
        platformFees: sum.platformFees + fees,
        vat: sum.vat + vat,
        cardFeesBorne: sum.cardFeesBorne + cardFeesBorne,
      });
    }
  };
  for await (const events of walkPages<EventRecord>(docs, {
    collection: collections.events,
    orderBy: oldestFirst,
  })) {
    for (let start = 0; start < events.length; start += eventsAtOnce) {
      const batch = events.slice(start, start + eventsAtOnce);
      const shards = await Promise.all(batch.map((event) => readShards(docs, event.id)));
      for (const shard of shards.flat()) add(shard);
    }
  }
  return {
    from,
    months: [...sums.values()]
      .filter((month) => month.platformFees !== 0 || month.vat !== 0 || month.cardFeesBorne !== 0)
      .sort((a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency)),
  };
}

/** The event's shards: a few documents, whatever the number of its sales. */
async function readShards(docs: DocStore, eventId: string): Promise<MoneyShardRecord[]> {
  const shards = await docs.query<MoneyShardRecord>({ collection: paths.eventMoney(eventId) });
  return shards.map((shard) => shard.data);
}
