// What the store says after the drop benchmark (scripts/bench-drop.mjs): the checkout audit
// (requests, holds against stock, oversold), whether any buyer holds two orders, and the
// waiting room's own records (entries, admissions, tokens used).
import { auditCheckoutStore } from './audit-checkout-store.mjs';

/** How many of `uids` appear more than once. */
export function repeated(uids) {
  const seen = new Map();
  for (const uid of uids) seen.set(uid, (seen.get(uid) ?? 0) + 1);
  return [...seen.values()].filter((n) => n > 1).length;
}

export async function auditDropStore({ docs, tools, eventId, typeId, capacity }) {
  const checkout = await auditCheckoutStore({ docs, tools, eventId, typeId, capacity });
  const orders = await docs.query({
    collection: tools.collections.orders,
    where: [{ field: 'eventId', op: '==', value: eventId }],
  });
  const live = orders.filter((doc) => doc.data.status === 'held' || doc.data.status === 'paid');
  const entries = await docs.query({ collection: tools.paths.waitingRoom(eventId) });
  // The collection of the event's admission uses (paths.ts names only its documents).
  const usesCollection = tools.paths.admissionUse(eventId, '-').slice(0, -2);
  const uses = await docs.query({ collection: usesCollection });
  return {
    ...checkout,
    orders: orders.length,
    liveOrders: live.length,
    buyersTwice: repeated(live.map((doc) => doc.data.uid)),
    waitingEntries: entries.length,
    admittedEntries: entries.filter((doc) => doc.data.admittedAt !== undefined).length,
    tokensUsed: uses.length,
  };
}
