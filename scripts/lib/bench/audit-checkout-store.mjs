import { percentile } from './profile.mjs';

/**
 * What the store says after a checkout rush on `eventId`'s type `typeId` of `capacity`: the
 * requests written and how the allocator answered them, tickets held against stock, anything
 * oversold and any hold granted out of arrival order, and how long the queue took to answer.
 */
export async function auditCheckoutStore({ docs, tools, eventId, typeId, capacity }) {
  const requestDocs = await docs.query({
    collection: tools.collections.purchaseRequests,
    where: [{ field: 'eventId', op: '==', value: eventId }],
  });
  const orderDocs = await docs.query({
    collection: tools.collections.orders,
    where: [{ field: 'eventId', op: '==', value: eventId }],
  });
  // The type's own stock document, or, for an event sold through several allocator
  // partitions, its slices (`{typeId}~{p}`, each naming its type) added up.
  const stockDocs = await docs.query({ collection: tools.paths.eventStock(eventId) });
  const stock = {
    taken: stockDocs
      .filter((doc) => (doc.data.typeId ?? doc.id) === typeId)
      .reduce((sum, doc) => sum + doc.data.taken, 0),
  };
  const ticketsHeld = orderDocs
    .filter((doc) => doc.data.status === 'held' || doc.data.status === 'paid')
    .reduce((sum, doc) => sum + doc.data.items.reduce((n, item) => n + item.quantity, 0), 0);
  // Arrival order as the allocator defines it: createdAt, then id.
  const byArrival = [...requestDocs].sort((a, b) =>
    a.data.createdAt !== b.data.createdAt
      ? a.data.createdAt < b.data.createdAt
        ? -1
        : 1
      : a.id < b.id
        ? -1
        : 1,
  );
  const firstArrivals = new Set(byArrival.slice(0, capacity).map((doc) => doc.id));
  const granted = requestDocs.filter((doc) => doc.data.status === 'granted');
  const queueLags = requestDocs
    .filter((doc) => doc.data.answeredAt)
    .map((doc) => Date.parse(doc.data.answeredAt) - Date.parse(doc.data.createdAt))
    .sort((a, b) => a - b);
  return {
    requestsWritten: requestDocs.length,
    granted: granted.length,
    refusedByAllocator: requestDocs.filter((doc) => doc.data.status === 'refused').length,
    stillPending: requestDocs.filter((doc) => doc.data.status === 'pending').length,
    ticketsHeld,
    stockTaken: stock?.taken ?? 0,
    oversold: Math.max(0, ticketsHeld - capacity, (stock?.taken ?? 0) - capacity),
    // Arrival order across the whole sale: with several partitions only each partition's
    // own order is kept, and this counts grants that partitions made ahead of another's.
    outOfOrder: granted.filter((doc) => !firstArrivals.has(doc.id)).length,
    queueLagP50: percentile(queueLags, 0.5),
    queueLagP95: percentile(queueLags, 0.95),
  };
}
