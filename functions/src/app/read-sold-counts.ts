import { tallySales } from '../domain/sales-tally';
import { collections } from '../paths';
import type { DocStore } from '../ports/doc-store';
import type { OrderRecord } from './checkout-records';
import { readTaken } from './read-type-stocks';

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
  const held = tallySales(heldOrders.map((order) => order.data));
  return new Map(
    [...taken].map(([typeId, count]) => [
      typeId,
      Math.max(0, count - (held.get(typeId)?.held ?? 0)),
    ]),
  );
}
