/**
 * The allocator's decisions, pure: given purchase requests in arrival order and what is left
 * of each ticket type, which requests get a hold and which are refused, and why. The caller
 * reads and writes inside one transaction; this decides.
 */

export type RequestedItem = { typeId: string; quantity: number };

export type PendingRequest = {
  id: string;
  eventId: string;
  createdAt: string;
  items: RequestedItem[];
  /** The promo code the request uses (already found valid for it) and its buyer. */
  promo?: { code: string; uid: string };
};

/**
 * What is left of a promo code's uses, as the allocator read it in its transaction: `left`
 * in all (null: no limit), and per buyer (null: no limit; `byBuyer` the uses so far).
 */
export type PromoBudget = {
  used: number;
  maxUses: number | null;
  maxUsesPerBuyer: number | null;
  byBuyer: Record<string, number>;
};

/** A ticket type as the allocator sees it: the organiser's settings plus what is taken. */
export type TypeStock = {
  eventId: string;
  typeId: string;
  name: string;
  price: number;
  currency: string;
  capacity: number;
  maxPerOrder: number;
  salesStart: string | null;
  salesEnd: string | null;
  /** Held (unpaid, unexpired) plus sold. */
  taken: number;
};

export type Refusal =
  | { code: 'sold_out'; typeId: string; left: 0 }
  | { code: 'not_enough'; typeId: string; left: number }
  | { code: 'not_on_sale'; typeId: string; opens: string | null; closed: string | null }
  | { code: 'too_many'; typeId: string; maxPerOrder: number }
  | { code: 'unknown_type'; typeId: string }
  | { code: 'event_unavailable' }
  | { code: 'event_cancelled' }
  | { code: 'mixed_currencies' }
  /** The price (or the fee) changed after the buyer's payment was started at the old one. */
  | { code: 'price_changed' }
  /** The promo code has no use left: in all, or for this buyer (`perBuyer`). */
  | { code: 'promo_used_up'; perBuyer: boolean }
  /** The promo code cannot be used on this request (see app/promo-codes/promo-validity.ts). */
  | { code: 'promo_invalid'; reason: PromoInvalidReason }
  /** Over PURCHASE_RATE_LIMIT: the buyer may queue again in `retryAfterSeconds`. */
  | { code: 'rate_limited'; retryAfterSeconds: number };

export type PromoInvalidReason = 'unknown' | 'not_started' | 'ended' | 'not_applicable';

/** `discount`: minor units a promo code took off this item's tickets in all (none: 0). */
export type GrantedItem = RequestedItem & { name: string; unitPrice: number; discount?: number };

export type Decision =
  | {
      requestId: string;
      granted: true;
      items: GrantedItem[];
      /** Integer minor units. */
      amount: number;
      currency: string;
    }
  | { requestId: string; granted: false; refusal: Refusal };

const stockKey = (eventId: string, typeId: string) => `${eventId}/${typeId}`;

/** Arrival order: creation time, then id, so every run sorts the same requests the same way. */
export function byArrival(a: PendingRequest, b: PendingRequest): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Why a type cannot be bought at `now`, if it cannot. */
export function salesWindowRefusal(type: TypeStock, now: string): Refusal | undefined {
  const notYet = type.salesStart !== null && now < type.salesStart;
  const ended = type.salesEnd !== null && now >= type.salesEnd;
  if (!notYet && !ended) return undefined;
  return {
    code: 'not_on_sale',
    typeId: type.typeId,
    opens: notYet ? type.salesStart : null,
    closed: ended ? type.salesEnd : null,
  };
}

function refusalFor(
  request: PendingRequest,
  stock: ReadonlyMap<string, TypeStock>,
  taken: ReadonlyMap<string, number>,
  now: string,
): Refusal | undefined {
  const currencies = new Set<string>();
  for (const item of request.items) {
    const type = stock.get(stockKey(request.eventId, item.typeId));
    if (!type) return { code: 'unknown_type', typeId: item.typeId };
    const closed = salesWindowRefusal(type, now);
    if (closed) return closed;
    if (item.quantity > type.maxPerOrder) {
      return { code: 'too_many', typeId: item.typeId, maxPerOrder: type.maxPerOrder };
    }
    currencies.add(type.currency);
    const left = type.capacity - (taken.get(stockKey(request.eventId, item.typeId)) ?? 0);
    if (left <= 0) return { code: 'sold_out', typeId: item.typeId, left: 0 };
    if (left < item.quantity) return { code: 'not_enough', typeId: item.typeId, left };
  }
  if (currencies.size > 1) return { code: 'mixed_currencies' };
  return undefined;
}

/** Why the request's promo code has no use left for it, if it has none. */
function promoRefusal(
  request: PendingRequest,
  promos: ReadonlyMap<string, PromoBudget>,
): Refusal | undefined {
  if (!request.promo) return undefined;
  const budget = promos.get(request.promo.code);
  // A code the caller did not find is refused before (promo_invalid): nothing to count here.
  if (!budget) return undefined;
  if (budget.maxUses !== null && budget.used >= budget.maxUses) {
    return { code: 'promo_used_up', perBuyer: false };
  }
  const mine = budget.byBuyer[request.promo.uid] ?? 0;
  if (budget.maxUsesPerBuyer !== null && mine >= budget.maxUsesPerBuyer) {
    return { code: 'promo_used_up', perBuyer: true };
  }
  return undefined;
}

/** Counts one use of the request's promo code (a grant). */
function usePromo(request: PendingRequest, promos: Map<string, PromoBudget>): void {
  if (!request.promo) return;
  const budget = promos.get(request.promo.code);
  if (!budget) return;
  const { uid } = request.promo;
  promos.set(request.promo.code, {
    ...budget,
    used: budget.used + 1,
    byBuyer:
      budget.maxUsesPerBuyer === null
        ? budget.byBuyer
        : { ...budget.byBuyer, [uid]: (budget.byBuyer[uid] ?? 0) + 1 },
  });
}

/**
 * Decides `requests` in arrival order against `stock` (keyed by event and type). A request is
 * granted whole or not at all; a later, smaller request may still fit what an earlier one
 * could not take. Returns the decisions and what is taken of each type afterwards.
 */
export function allocate({
  requests,
  stock,
  availableEvents,
  cancelledEvents = new Set(),
  promos = new Map(),
  now,
}: {
  requests: readonly PendingRequest[];
  stock: readonly TypeStock[];
  /** Events buyers may buy for now (approved). */
  availableEvents: ReadonlySet<string>;
  /** Events that were cancelled: refused as such, so the buyer is told why. */
  cancelledEvents?: ReadonlySet<string>;
  /**
   * The promo codes' uses left, by code (`eventId/code`): a request over its code's limit is
   * refused like one over the stock, and a grant counts a use, so a code sells no more than
   * its limit whatever the arrival order. Returned as they stand after the batch.
   */
  promos?: ReadonlyMap<string, PromoBudget>;
  now: string;
}): { decisions: Decision[]; taken: Map<string, number>; promos: Map<string, PromoBudget> } {
  const budgets = new Map(promos);
  const types = new Map(stock.map((type) => [stockKey(type.eventId, type.typeId), type]));
  const taken = new Map(stock.map((type) => [stockKey(type.eventId, type.typeId), type.taken]));
  const decisions: Decision[] = [];
  for (const request of [...requests].sort(byArrival)) {
    const refusal = availableEvents.has(request.eventId)
      ? refusalFor(request, types, taken, now)
      : cancelledEvents.has(request.eventId)
        ? ({ code: 'event_cancelled' } as const)
        : ({ code: 'event_unavailable' } as const);
    const refused = refusal ?? promoRefusal(request, budgets);
    if (refused) {
      decisions.push({ requestId: request.id, granted: false, refusal: refused });
      continue;
    }
    usePromo(request, budgets);
    const items = request.items.map((item) => {
      const key = stockKey(request.eventId, item.typeId);
      const type = types.get(key)!;
      taken.set(key, (taken.get(key) ?? 0) + item.quantity);
      return { ...item, name: type.name, unitPrice: type.price };
    });
    decisions.push({
      requestId: request.id,
      granted: true,
      items,
      amount: items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
      currency: types.get(stockKey(request.eventId, request.items[0]!.typeId))!.currency,
    });
  }
  return { decisions, taken, promos: budgets };
}

export { stockKey };
