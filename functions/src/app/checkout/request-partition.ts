import { partitionOfBuyer } from '../../domain/partitions';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { EventRecord } from '../events/event-records';

/**
 * Each approved event's number of allocator partitions, per store, as this instance read
 * it: fixed at approval (see moderation/decide-approval.ts), so never read twice.
 */
const knownPartitions = new WeakMap<DocStore, Map<string, number>>();

/**
 * The `partition` field of a new purchase request: the buyer's partition when the event is
 * sold through several (domain/partitions.ts), else nothing, and the request is the one
 * allocator's, as before partitions.
 */
export async function partitionField(
  docs: DocStore,
  eventId: string,
  uid: string,
): Promise<{ partition?: number }> {
  let known = knownPartitions.get(docs);
  if (!known) knownPartitions.set(docs, (known = new Map()));
  let partitions = known.get(eventId);
  if (partitions === undefined) {
    const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
    partitions = event?.allocatorPartitions ?? 1;
    // Before approval P is not fixed yet (the precheck refuses such an event anyway).
    if (event?.approved === true) {
      if (known.size > 1000) known.clear();
      known.set(eventId, partitions);
    }
  }
  return partitions > 1 ? { partition: partitionOfBuyer(uid, partitions) } : {};
}
