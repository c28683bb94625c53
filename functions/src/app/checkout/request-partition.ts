import { partitionOfBuyer } from '../../domain/partitions';
import type { EventRecord } from '../events/event-records';

/**
 * The `partition` field of a new purchase request, from its event as the precheck read it
 * (P is fixed at approval, see moderation/fix-partitions.ts): the buyer's partition when the
 * event is sold through several (domain/partitions.ts), else nothing, and the request is the
 * one allocator's, as before partitions.
 */
export function partitionField(
  event: Pick<EventRecord, 'allocatorPartitions'>,
  uid: string,
): { partition?: number } {
  const partitions = event.allocatorPartitions ?? 1;
  return partitions > 1 ? { partition: partitionOfBuyer(uid, partitions) } : {};
}
