import { collections } from '../../paths';
import type { DocStore, ExistingDoc, WhereClause } from '../../ports/doc-store';
import type { OrderRecord, PurchaseRequestRecord } from '../checkout/checkout-records';

/** The oldest pending requests within `scope` (every request, or one partition's). */
function pendingRequests(docs: DocStore, scope: WhereClause[], limit: number) {
  return docs.query<PurchaseRequestRecord>({
    collection: collections.purchaseRequests,
    where: [...scope, { field: 'status', op: '==', value: 'pending' }],
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit,
  });
}

/** The holds within `scope` whose time ran out by `now`, oldest first (none for a limit of 0). */
async function expiredHolds(
  docs: DocStore,
  scope: WhereClause[],
  now: string,
  limit: number,
): Promise<ExistingDoc<OrderRecord>[]> {
  if (limit === 0) return [];
  return docs.query<OrderRecord>({
    collection: collections.orders,
    where: [
      ...scope,
      { field: 'status', op: '==', value: 'held' },
      { field: 'holdExpiresAt', op: '<=', value: now },
    ],
    orderBy: [{ field: 'holdExpiresAt', direction: 'asc' }],
    limit,
  });
}

/**
 * What the allocator has to do: the oldest pending requests, the holds whose time ran out and
 * the refunded orders whose tickets are not back yet (a limit of 0 skips that query). Found
 * outside the allocator's transaction, so that buyers adding requests never wait for its locks.
 */
export function findAllocatorWork(
  docs: DocStore,
  { requests, expired, returns }: { requests: number; expired: number; returns: number },
  now: string,
): Promise<
  [ExistingDoc<PurchaseRequestRecord>[], ExistingDoc<OrderRecord>[], ExistingDoc<OrderRecord>[]]
> {
  return Promise.all([
    pendingRequests(docs, [], requests),
    expiredHolds(docs, [], now, expired),
    returns === 0
      ? []
      : docs.query<OrderRecord>({
          collection: collections.orders,
          where: [{ field: 'stockReturn', op: '==', value: 'pending' }],
          orderBy: [{ field: 'refundedAt', direction: 'asc' }],
          limit: returns,
        }),
  ]);
}

/**
 * One allocator partition's work: the oldest pending requests of its queue, on the index
 * that leads with the event and the partition (each partition's queue is its own key
 * range), and its holds whose time ran out (a limit of 0 skips that query).
 */
export function findPartitionWork(
  docs: DocStore,
  { eventId, partition }: { eventId: string; partition: number },
  { requests, expired }: { requests: number; expired: number },
  now: string,
): Promise<[ExistingDoc<PurchaseRequestRecord>[], ExistingDoc<OrderRecord>[]]> {
  const mine: WhereClause[] = [
    { field: 'eventId', op: '==', value: eventId },
    { field: 'partition', op: '==', value: partition },
  ];
  return Promise.all([
    pendingRequests(docs, mine, requests),
    expiredHolds(docs, mine, now, expired),
  ]);
}
