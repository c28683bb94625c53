import { tallySales } from '../../domain/sales-tally';
import { collections } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { OrderRecord, StockRecord } from '../checkout/checkout-records';
import { readTaken } from './read-type-stocks';
import { stockPathsOf } from './stock-slices';

/** Sold is what is taken (held or sold, kept exact by the allocator) less what is held. */
function soldByType(
  taken: ReadonlyMap<string, number>,
  heldOrders: ReadonlyArray<OrderRecord>,
): Map<string, number> {
  const held = tallySales(heldOrders);
  return new Map(
    [...taken].map(([typeId, count]) => [
      typeId,
      Math.max(0, count - (held.get(typeId)?.held ?? 0)),
    ]),
  );
}

/**
 * Tickets sold of each type of an event, by type id. Nothing counts sales as they happen,
 * but the allocator keeps what is taken (held plus sold) exact, so sold is what is taken
 * less what unpaid orders hold: two small reads, as holds last minutes, instead of reading
 * every order. The two reads are not one snapshot, so a hold granted or returned between
 * them can skew the figure for a moment; it is for display, never for deciding a sale.
 */
export async function readSoldCounts(
  docs: DocStore,
  eventId: string,
): Promise<Map<string, number>> {
  const [taken, heldOrders] = await Promise.all([
    readTaken(docs, eventId),
    docs.query<OrderRecord>({
      collection: collections.orders,
      where: [
        { field: 'eventId', op: '==', value: eventId },
        { field: 'status', op: '==', value: 'held' },
      ],
    }),
  ]);
  return soldByType(
    taken,
    heldOrders.map((order) => order.data),
  );
}

/** Firestore's limit on the values of an `in` filter. */
const inLimit = 30;
/** Stock documents read per batched get. */
const getAllLimit = 300;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Tickets sold of each type of a whole list of events (a page of a list), by event id and
 * type id: the same figures as `readSoldCounts`, read in batches rather than per event: the
 * stock of every listed type in one batched get, and the orders still held, 30 events per
 * query (equalities only, so no composite index).
 */
export async function readSoldCountsOfEvents(
  docs: DocStore,
  events: ReadonlyArray<{ id: string; typeIds: readonly string[]; allocatorPartitions?: number }>,
): Promise<Map<string, Map<string, number>>> {
  // A type of an event with several allocator partitions is the sum of its slices.
  const stockPaths = events.flatMap((event) =>
    event.typeIds.flatMap((typeId) =>
      stockPathsOf(event.id, typeId, event.allocatorPartitions).map((path) => ({
        eventId: event.id,
        typeId,
        path,
      })),
    ),
  );
  const [stockSnapshots, heldOrders] = await Promise.all([
    Promise.all(
      chunks(stockPaths, getAllLimit).map((chunk) =>
        docs.getAll<StockRecord>(chunk.map(({ path }) => path)),
      ),
    ),
    Promise.all(
      chunks(
        events.map((event) => event.id),
        inLimit,
      ).map((eventIds) =>
        docs.query<OrderRecord>({
          collection: collections.orders,
          where: [
            { field: 'eventId', op: 'in', value: eventIds },
            { field: 'status', op: '==', value: 'held' },
          ],
        }),
      ),
    ),
  ]);
  const takenByEvent = new Map<string, Map<string, number>>();
  stockSnapshots.flat().forEach((snapshot, index) => {
    const { eventId, typeId } = stockPaths[index]!;
    const taken = takenByEvent.get(eventId) ?? new Map<string, number>();
    taken.set(typeId, (taken.get(typeId) ?? 0) + (snapshot.data?.taken ?? 0));
    takenByEvent.set(eventId, taken);
  });
  const heldByEvent = new Map<string, OrderRecord[]>();
  for (const order of heldOrders.flat()) {
    const list = heldByEvent.get(order.data.eventId) ?? [];
    list.push(order.data);
    heldByEvent.set(order.data.eventId, list);
  }
  return new Map(
    events.map((event) => [
      event.id,
      soldByType(takenByEvent.get(event.id) ?? new Map(), heldByEvent.get(event.id) ?? []),
    ]),
  );
}

/** The tickets sold of all types of an event together. */
export function totalSold(soldByTypeId: ReadonlyMap<string, number> | undefined): number {
  return [...(soldByTypeId?.values() ?? [])].reduce((sum, count) => sum + count, 0);
}
