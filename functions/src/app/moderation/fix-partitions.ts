import { eventPartitions } from '../../domain/partitions';
import { paths } from '../../paths';
import type { Transaction } from '../../ports/doc-store';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';

/**
 * The allocator partitions an event is approved with (domain/partitions.ts), from its whole
 * capacity and its waiting room's pace if the room is on: fixed at the first approval that
 * finds nothing sold or held, and never changed after, so no sale moves between one
 * allocator's stock and partitions' slices. Stored only when more than one: an event
 * without the field has the one allocator, as every event had before partitions.
 */
export async function partitionsToFix(
  tx: Transaction,
  eventId: string,
  event: EventRecord,
  types: readonly TicketTypeRecord[],
): Promise<{ allocatorPartitions?: number }> {
  if (event.allocatorPartitions !== undefined) return {};
  const stock = await tx.query({ collection: paths.eventStock(eventId), limit: 1 });
  if (stock.length > 0) return {};
  const capacity = types.reduce((sum, type) => sum + type.capacity, 0);
  const room = event.waitingRoom;
  const partitions = eventPartitions(capacity, room?.enabled ? room.admitPerMinute : undefined);
  return partitions > 1 ? { allocatorPartitions: partitions } : {};
}
