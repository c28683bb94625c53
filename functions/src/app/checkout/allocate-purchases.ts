import {
  allocate,
  stockKey,
  type PendingRequest,
  type RequestedItem,
  type TypeStock,
} from '../../domain/allocation';
import { isOnSale } from '../../domain/approval';
import { orderCharge, type FeeSchedule } from '../../domain/fees';
import { paths } from '../../paths';
import { findAllocatorWork } from './allocation-queue';
import type {
  DocData,
  DocSnapshot,
  DocStore,
  ExistingDoc,
  Transaction,
} from '../../ports/doc-store';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import {
  orderKeywords,
  type AllocatorTurnRecord,
  type OrderRecord,
  type PurchaseRequestRecord,
  type StockRecord,
} from './checkout-records';
import { toTypeStock } from './read-type-stocks';
import type { Services } from '../common/services';

/** True for the change of an order that sends its tickets back to stock (a refund). */
export function startsStockReturn(before: DocData | undefined, after: DocData | undefined) {
  return after?.stockReturn === 'pending' && before?.stockReturn !== 'pending';
}

/** How long a granted hold waits for its payment. */
export const holdMs = 15 * 60 * 1000;

export type AllocationOptions = {
  /** Requests per transaction: two writes each, within Firestore's 500 per transaction. */
  batchSize?: number;
  /** Expired holds returned per transaction. */
  expiryBatchSize?: number;
  /** Refunded orders whose tickets go back to stock, per transaction. */
  returnBatchSize?: number;
  /** Look for expired holds and refunds only if this instance last did this long ago. */
  sweepEveryMs?: number;
};

type Pass = { decided: number; expired: number; returned: number };

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * The turn this instance's allocator last committed, per store: one allocator runs at a time,
 * so the next call starts from it without a read. If another moved the turn since, the first
 * batch finds out in its transaction and reads the turn afresh.
 */
const lastTurns = new WeakMap<DocStore, number>();
/** When this instance's allocator last looked for expired holds and refunds, per store. */
const lastSweeps = new WeakMap<DocStore, number>();

/**
 * What the trigger on new purchase requests runs with: in a rush it runs once a batch, and
 * the holds' expiry (minutes) and the refunds (which run it themselves, as does the timer)
 * need not be looked for every time: two queries a run fewer.
 */
export const onNewRequests: AllocationOptions = { sweepEveryMs: 5_000 };

/**
 * The allocator: the only writer of stock. It takes the oldest pending purchase requests and
 * the holds whose time ran out and the refunded orders whose tickets are not back yet, and in
 * one transaction per batch returns the expired holds and refunded tickets to stock, then
 * grants holds in arrival order up to what is left, creating each order and answering each
 * request. Run it after requests arrive and on a timer; running it twice at once is safe
 * (a batch commits only if no other batch committed since it found the queue), only slower.
 */
export async function allocatePurchases(
  { docs, clock, platformFee }: Pick<Services, 'docs' | 'clock' | 'platformFee'>,
  {
    batchSize = 150,
    expiryBatchSize = 50,
    returnBatchSize = 50,
    sweepEveryMs = 0,
  }: AllocationOptions = {},
): Promise<Pass> {
  const total: Pass = { decided: 0, expired: 0, returned: 0 };
  // Expired holds and refunded tickets are looked for on a call's first batch (unless this
  // instance looked less than `sweepEveryMs` ago) and again only while a batch found as many
  // as it could take.
  const nowMs = clock.now().getTime();
  const sweep = sweepEveryMs === 0 || !(nowMs - (lastSweeps.get(docs) ?? -Infinity) < sweepEveryMs);
  if (sweep) lastSweeps.set(docs, nowMs);
  const sweepSizes = (): [number, number] => (sweep ? [expiryBatchSize, returnBatchSize] : [0, 0]);
  let [expiryLimit, returnLimit] = sweepSizes();
  let turn = lastTurns.get(docs);
  for (;;) {
    const now = clock.now().toISOString();
    turn ??= (await docs.get<AllocatorTurnRecord>(paths.allocatorTurn())).data?.turn ?? 0;
    const [pending, expiring, returning] = await findAllocatorWork(
      docs,
      { requests: batchSize, expired: expiryLimit, returns: returnLimit },
      now,
    );
    if (pending.length === 0 && expiring.length === 0 && returning.length === 0) return total;
    if (expiring.length < expiryLimit) expiryLimit = 0;
    if (returning.length < returnLimit) returnLimit = 0;
    const seen = turn;
    const pass = await docs.runTransaction((tx) =>
      decideBatch(
        tx,
        { turn: seen, requests: pending, expiring, returning },
        now,
        () => docs.newId(),
        platformFee,
      ),
    );
    if (pass === 'stale') {
      // Another allocator decided in between: find the queue again.
      turn = undefined;
      [expiryLimit, returnLimit] = sweepSizes();
      continue;
    }
    turn = seen + 1;
    lastTurns.set(docs, turn);
    total.decided += pass.decided;
    total.expired += pass.expired;
    total.returned += pass.returned;
    // The queue held less than a batch when it was found: drained, without a query to see it
    // empty. Every request arriving since starts a run of its own (the trigger on its creation).
    if (pending.length < batchSize && expiryLimit === 0 && returnLimit === 0) return total;
  }
}

/**
 * One batch. The pending requests come from the query outside the transaction, not read
 * again one by one: every batch that decides anything moves the allocator's turn, and this
 * one reads the turn, so a batch whose turn moved since its query (another allocator
 * decided some of those requests) decides nothing, and one that commits knew every request
 * it answers was still pending (only the allocator answers requests). The orders are read
 * again: payments change them too.
 */
type Batch = {
  turn: number;
  requests: ExistingDoc<PurchaseRequestRecord>[];
  expiring: ExistingDoc<OrderRecord>[];
  returning: ExistingDoc<OrderRecord>[];
};

async function decideBatch(
  tx: Transaction,
  { turn, requests, expiring, returning }: Batch,
  now: string,
  newId: () => string,
  platformFee: FeeSchedule,
): Promise<Pass | 'stale'> {
  // One read in all (one round trip on Firestore, while the batch holds its locks): the turn,
  // the orders the queries found, and everything the queue's documents point to (an order's
  // event and items never change, so the queries' copies say which).
  const wanted = [...requests, ...expiring, ...returning].flatMap((doc) =>
    doc.data.items.map((item) => [doc.data.eventId, item] as const),
  );
  const typeKeys = unique(wanted.map(([eventId, item]) => stockKey(eventId, item.typeId)));
  const eventIds = unique(wanted.map(([eventId]) => eventId));
  const keyParts = typeKeys.map((key) => key.split('/') as [string, string]);
  // Orders that late payments want back.
  const reclaimIds = unique(requests.flatMap((doc) => doc.data.reclaimOrderId ?? []));
  const read = await tx.getAll<DocData>([
    paths.allocatorTurn(),
    ...expiring.map((doc) => doc.path),
    ...returning.map((doc) => doc.path),
    ...reclaimIds.map(paths.order),
    ...eventIds.map(paths.event),
    ...keyParts.map(([e, t]) => paths.eventType(e, t)),
    ...keyParts.map(([e, t]) => paths.stock(e, t)),
  ]);
  const take = <T extends DocData>(count: number) => read.splice(0, count) as DocSnapshot<T>[];
  const [turnDoc] = take<AllocatorTurnRecord>(1);
  if ((turnDoc!.data?.turn ?? 0) !== turn) return 'stale';
  const expired = take<OrderRecord>(expiring.length).filter(
    (doc): doc is DocSnapshot<OrderRecord> & { data: OrderRecord } =>
      doc.data?.status === 'held' && doc.data.holdExpiresAt <= now,
  );
  const refunded = take<OrderRecord>(returning.length).filter(
    (doc): doc is DocSnapshot<OrderRecord> & { data: OrderRecord } =>
      doc.data?.stockReturn === 'pending',
  );
  const released = [...expired, ...refunded];
  const reclaimed = new Map(take<OrderRecord>(reclaimIds.length).map((doc) => [doc.id, doc.data]));
  const events = take<EventRecord>(eventIds.length);
  const eventById = new Map(events.map((doc) => [doc.id, doc.data]));
  const types = take<TicketTypeRecord>(keyParts.length);
  const stocks = take<StockRecord>(keyParts.length);

  const stock: TypeStock[] = [];
  keyParts.forEach(([eventId, typeId], index) => {
    const type = types[index]!.data;
    if (!type) return;
    stock.push(toTypeStock(eventId, typeId, type, stocks[index]!.data?.taken ?? 0));
  });
  const takenBefore = new Map(
    stock.map((type) => [stockKey(type.eventId, type.typeId), type.taken]),
  );

  // Expired holds and refunded tickets go back to stock first, so the queue can have them.
  const release = (eventId: string, item: RequestedItem) => {
    const entry = stock.find((type) => type.eventId === eventId && type.typeId === item.typeId);
    if (entry) entry.taken = Math.max(0, entry.taken - item.quantity);
  };
  for (const order of released)
    for (const item of order.data.items) release(order.data.eventId, item);

  // A reclaim whose order is no longer expired (held or paid again) takes no stock.
  const isStaleReclaim = (doc: (typeof requests)[number]) =>
    doc.data.reclaimOrderId !== undefined &&
    reclaimed.get(doc.data.reclaimOrderId)?.status !== 'expired';
  const { decisions, taken } = allocate({
    requests: requests
      .filter((doc) => !isStaleReclaim(doc))
      .map((doc): PendingRequest => ({
        id: doc.id,
        eventId: doc.data.eventId,
        createdAt: doc.data.createdAt,
        items: doc.data.items,
      })),
    stock,
    availableEvents: new Set(events.filter((doc) => isOnSale(doc.data)).map((doc) => doc.id)),
    cancelledEvents: new Set(events.filter((doc) => doc.data?.cancelledAt).map((doc) => doc.id)),
    now,
  });

  tx.set(paths.allocatorTurn(), { turn: turn + 1 } satisfies AllocatorTurnRecord);
  for (const [key, value] of taken) {
    if (value !== takenBefore.get(key)) {
      const [eventId, typeId] = key.split('/') as [string, string];
      tx.set(paths.stock(eventId, typeId), { taken: value }, { merge: true });
    }
  }
  for (const order of expired) tx.update(order.path, { status: 'expired', expiredAt: now });
  for (const order of refunded) tx.update(order.path, { stockReturn: 'done' });
  for (const stale of requests.filter(isStaleReclaim)) {
    const orderId = stale.data.reclaimOrderId!;
    tx.update(stale.path, { status: 'granted', orderId, answeredAt: now });
  }
  const requestById = new Map(requests.map((doc) => [doc.id, doc]));
  const holdExpiresAt = new Date(Date.parse(now) + holdMs).toISOString();
  for (const decision of decisions) {
    const request = requestById.get(decision.requestId)!;
    const reclaimOrderId = request.data.reclaimOrderId;
    if (!decision.granted) {
      tx.update(request.path, { status: 'refused', refusal: decision.refusal, answeredAt: now });
      continue;
    }
    if (reclaimOrderId) {
      tx.update(paths.order(reclaimOrderId), { status: 'held', holdExpiresAt, reclaimedAt: now });
      tx.update(request.path, { status: 'granted', orderId: reclaimOrderId, answeredAt: now });
      continue;
    }
    const orderId = newId();
    const event = eventById.get(request.data.eventId);
    const feeMode = event?.feeMode ?? 'absorbed';
    const charge = orderCharge(
      decision.items.map((item) => ({ price: item.unitPrice, quantity: item.quantity })),
      decision.currency,
      event?.feeSchedule ?? platformFee,
      feeMode,
    );
    const priced = { feeMode, platformFee: charge.platformFee, vat: charge.vat };
    const order: OrderRecord = {
      eventId: request.data.eventId,
      uid: request.data.uid,
      email: request.data.email,
      requestId: request.id,
      items: decision.items,
      amount: charge.buyerPays,
      currency: decision.currency,
      charge: priced,
      status: 'held',
      createdAt: now,
      holdExpiresAt,
      keywords: orderKeywords(request.data.email, orderId),
    };
    tx.create(paths.order(orderId), order);
    const { items, amount, currency } = order;
    tx.update(request.path, {
      status: 'granted',
      orderId,
      answeredAt: now,
      grantedOrder: { items, amount, currency, holdExpiresAt, charge: priced },
    });
  }
  return { decided: requests.length, expired: expired.length, returned: refunded.length };
}
