/**
 * PURCHASE_RATE_LIMIT as the allocator keeps it: a buyer session may queue `limit` purchase
 * requests in any `windowSeconds`. The allocator sees every request in arrival order, so it
 * can count exactly where buyers racing each other at the door could not.
 */

export type PurchaseLimitRule = { limit: number; windowSeconds: number };

/**
 * A request as the count needs it; `exempt`: never counted (refused for this limit, or the
 * platform's reclaim of a late payment).
 */
export type CountedRequest = { id: string; uid: string; createdAt: string; exempt?: boolean };

const byArrival = (a: CountedRequest, b: CountedRequest) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1;

/**
 * The requests of `batch` over the limit, each with the seconds until its buyer may queue
 * again. `recent` is what is stored of the same buyers' requests (the batch's own among
 * them or not): each request counts the earlier ones of its buyer within the window before
 * it, leaving out those refused for this limit, here or before.
 */
export function overPurchaseLimit(
  batch: readonly CountedRequest[],
  recent: readonly CountedRequest[],
  { limit, windowSeconds }: PurchaseLimitRule,
): Map<string, number> {
  const windowMs = windowSeconds * 1000;
  const batchIds = new Set(batch.map((request) => request.id));
  const counted = new Map<string, CountedRequest[]>();
  for (const request of recent) {
    if (request.exempt || batchIds.has(request.id)) continue;
    counted.set(request.uid, [...(counted.get(request.uid) ?? []), request]);
  }
  const over = new Map<string, number>();
  for (const request of [...batch].sort(byArrival)) {
    if (request.exempt) continue;
    const at = Date.parse(request.createdAt);
    const earlier = (counted.get(request.uid) ?? [])
      .filter(
        (other) => byArrival(other, request) < 0 && Date.parse(other.createdAt) > at - windowMs,
      )
      .sort(byArrival);
    if (earlier.length >= limit) {
      // Free again when the oldest of the last `limit` leaves the window.
      const freesAt = Date.parse(earlier[earlier.length - limit]!.createdAt) + windowMs;
      over.set(request.id, Math.max(1, Math.ceil((freesAt - at) / 1000)));
      continue;
    }
    counted.set(request.uid, [...(counted.get(request.uid) ?? []), request]);
  }
  return over;
}
