import { paths } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import type { EventRecord } from '../events/event-records';
import type { DayMoney, LedgerEntryRecord, MoneyShardRecord } from './ledger-records';
import { dayOf, moneyShardId, platformFeeKinds, platformVatKinds, shardOf } from './post-to-ledger';

type PlatformDay = { fees: number; vat: number };

/** A negative total as the positive amount the platform earned (`0 - total`: never -0). */
const earned = (total: number | undefined) => 0 - (total ?? 0);

/**
 * Whether the shard's days carry all of the platform's fee and VAT its totals hold. Days
 * posted before the days kept them do not, nor do those a posting added to since.
 */
export function dayFeesComplete(shard: MoneyShardRecord): boolean {
  const days = Object.values(shard.byDay ?? {});
  const sum = (pick: (day: DayMoney) => number | undefined) =>
    days.reduce((total, day) => total + (pick(day) ?? 0), 0);
  const { byKind } = shard;
  return (
    sum((day) => day.fees) ===
      earned((byKind.platform_fee ?? 0) + (byKind.platform_fee_returned ?? 0)) &&
    sum((day) => day.vat) ===
      earned((byKind.platform_fee_vat ?? 0) + (byKind.platform_fee_vat_returned ?? 0))
  );
}

/**
 * Gives every day of the event's shards the platform's fee and VAT again, from the ledger's
 * own entries, in one transaction: a posting meanwhile either is counted here or adds to
 * what this writes. Idempotent. The days are the event's calendar days, as postings use.
 */
export async function repairDayFees(docs: DocStore, eventId: string): Promise<void> {
  await docs.runTransaction(async (tx) => {
    const event = (await tx.get<EventRecord>(paths.event(eventId))).data;
    const [entries, shards] = await Promise.all([
      tx.query<LedgerEntryRecord>({
        collection: paths.ledger(eventId),
        where: [{ field: 'kind', op: 'in', value: [...platformFeeKinds, ...platformVatKinds] }],
      }),
      tx.query<MoneyShardRecord>({ collection: paths.eventMoney(eventId) }),
    ]);
    const perShard = platformDaysOf(entries, event?.timeZone);
    for (const shard of shards) {
      tx.update(shard.path, { byDay: repairedDays(shard, perShard.get(shard.id)) });
    }
  });
}

/** Per shard id and day, what the entries earned the platform. */
function platformDaysOf(
  entries: ReadonlyArray<ExistingDoc<LedgerEntryRecord>>,
  timeZone: string | undefined,
): Map<string, Map<string, PlatformDay>> {
  const perShard = new Map<string, Map<string, PlatformDay>>();
  for (const { data: entry } of entries) {
    const shardId = moneyShardId(entry.currency, shardOf(entry.reference));
    const days = perShard.get(shardId) ?? new Map<string, PlatformDay>();
    const day = dayOf(entry.at, timeZone);
    const figures = days.get(day) ?? { fees: 0, vat: 0 };
    if (platformFeeKinds.has(entry.kind)) figures.fees -= entry.amount;
    if (platformVatKinds.has(entry.kind)) figures.vat -= entry.amount;
    days.set(day, figures);
    perShard.set(shardId, days);
  }
  return perShard;
}

function repairedDays(
  shard: ExistingDoc<MoneyShardRecord>,
  platform: Map<string, PlatformDay> | undefined,
): Record<string, DayMoney> {
  const byDay: Record<string, DayMoney> = {};
  for (const [day, { sales, net }] of Object.entries(shard.data.byDay ?? {})) {
    byDay[day] = { sales, net, fees: 0, vat: 0 };
  }
  for (const [day, { fees, vat }] of platform ?? []) {
    const { sales, net } = byDay[day] ?? { sales: 0, net: 0 };
    byDay[day] = { sales, net, fees, vat };
  }
  return byDay;
}
