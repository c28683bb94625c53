import { capacityFloor, type Slice } from '../../domain/partitions';
import { paths } from '../../paths';
import type { DocSnapshot, DocStore, ExistingDoc } from '../../ports/doc-store';
import { readRecently } from '../common/recent-reads';
import type { StockRecord, StockSliceRecord } from '../checkout/checkout-records';

/**
 * Reading stock whatever its layout: a type's own document (`events/{e}/stock/{t}`) for an
 * event with one allocator, or its P slices beside it (`{t}~{p}`) for an event sold through
 * several (domain/partitions.ts). What is taken of a type is the sum of its slices.
 */

/** Every stock document of a type. */
export function stockPathsOf(eventId: string, typeId: string, partitions = 1): string[] {
  if (partitions <= 1) return [paths.stock(eventId, typeId)];
  return Array.from({ length: partitions }, (_, p) => paths.stockSlice(eventId, typeId, p));
}

/** The type a stock document counts for: a slice names it, the type's own is named by it. */
const typeOf = (doc: ExistingDoc<StockRecord>) =>
  (doc.data as Partial<StockSliceRecord>).typeId ?? doc.id;

/** What is taken of each type, from an event's `stock` collection (slices added up). */
export function takenByType(stock: ReadonlyArray<ExistingDoc<StockRecord>>): Map<string, number> {
  const taken = new Map<string, number>();
  for (const doc of stock) {
    const typeId = typeOf(doc);
    taken.set(typeId, (taken.get(typeId) ?? 0) + doc.data.taken);
  }
  return taken;
}

/**
 * The lowest capacity each type of a partitioned event can be cut to (`capacityFloor`): an
 * edit below it would leave a slice owing tickets the others could still sell.
 */
export function capacityFloors(
  stock: ReadonlyArray<ExistingDoc<StockRecord>>,
  partitions: number,
): Map<string, number> {
  const slices = new Map<string, Slice[]>();
  for (const doc of stock) {
    const data = doc.data as Partial<StockSliceRecord>;
    if (data.partition === undefined) continue;
    const list = slices.get(typeOf(doc)) ?? [];
    list.push({ partition: data.partition, taken: doc.data.taken, moved: data.moved ?? 0 });
    slices.set(typeOf(doc), list);
  }
  return new Map([...slices].map(([typeId, list]) => [typeId, capacityFloor(partitions, list)]));
}

/** How long the precheck may reuse slices it read (per instance, per store), as its own reads. */
const sliceReuseMs = 500;

/**
 * What is taken of each of `typeIds`, for the precheck: the type's own stock as the
 * precheck read it, or, for an event with several partitions, its slices added up (read at
 * most half a second ago: in a rush every buyer of a type asks the same). A hint, as all
 * the precheck reads: the allocator decides.
 */
export async function takenForPrecheck(
  docs: DocStore,
  eventId: string,
  typeIds: readonly string[],
  partitions: number | undefined,
  ownStock: ReadonlyArray<DocSnapshot<StockRecord>>,
): Promise<number[]> {
  if ((partitions ?? 1) <= 1) return ownStock.map((doc) => doc.data?.taken ?? 0);
  return Promise.all(
    typeIds.map((typeId) =>
      readRecently(docs, `slices ${eventId}/${typeId}`, sliceReuseMs, async () => {
        const slices = await docs.getAll<StockRecord>(stockPathsOf(eventId, typeId, partitions));
        return slices.reduce((sum, doc) => sum + (doc.data?.taken ?? 0), 0);
      }),
    ),
  );
}
