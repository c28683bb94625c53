import {
  allocate,
  salesWindowRefusal,
  stockKey,
  type Decision,
  type PendingRequest,
  type RequestedItem,
  type TypeStock,
} from '../../domain/allocation';
import { isOnSale } from '../../domain/approval';
import type { FeeSchedule } from '../../domain/fees';
import { paths } from '../../paths';
import type { DocData, DocSnapshot, ExistingDoc, Transaction } from '../../ports/doc-store';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import type {
  AllocatorTurnRecord,
  OrderRecord,
  PurchaseRequestRecord,
  StockRecord,
} from '../checkout/checkout-records';
import { lapsedPaymentCheckAt } from '../payments/check-lapsed-payments';
import { toTypeStock } from './read-type-stocks';
import { partitionOf, StockUnits, unitPath, type StockUnit } from './stock-units';
import { writeDecisions } from './write-decisions';
import { refusalBeforeStock } from './refusal-before-stock';
import type { PromoCodeRecord } from '../promo-codes/promo-records';
import { promoKey, promoPath, PromoUses } from './promo-uses';
import type { WaitingListRecord } from '../waiting-list/waiting-list-records';
import { waitingListPaths, waitingListRefusal } from './waiting-list-refusal';

export type Pass = { decided: number; expired: number; returned: number };

/**
 * One batch. The pending requests come from the query outside the transaction, not read
 * again one by one: every batch that decides anything moves its allocator's turn, and this
 * one reads the turn, so a batch whose turn moved since its query (another allocator of the
 * same queue decided some of those requests) decides nothing, and one that commits knew
 * every request it answers was still pending (only the allocator of its queue answers it).
 * The orders are read again: payments change them too.
 */
export type Batch = {
  /** `allocator/turn`, or one partition's turn. */
  turnPath: string;
  turn: number;
  requests: ExistingDoc<PurchaseRequestRecord>[];
  expiring: ExistingDoc<OrderRecord>[];
  returning: ExistingDoc<OrderRecord>[];
  /** A partition's batch: its requests are one event's, and draw on this partition's slices. */
  home?: { eventId: string; partition: number };
  /** Requests over PURCHASE_RATE_LIMIT (`findOverLimit`), with when their buyer may retry. */
  overLimit?: Promise<ReadonlyMap<string, number>>;
};

const unique = <T>(values: T[]) => [...new Set(values)];

type UnitKey = {
  eventId: string;
  typeId: string;
  partition: number | undefined;
  partitions: number;
};

export async function decideBatch(
  tx: Transaction,
  { turnPath, turn, requests, expiring, returning, home, overLimit: findingOverLimit }: Batch,
  now: string,
  newId: () => string,
  platformFee: FeeSchedule,
): Promise<Pass | 'stale'> {
  // One read in all (one round trip on Firestore, while the batch holds its locks): the turn,
  // the orders the queries found, and everything the queue's documents point to (an order's
  // event and items never change, so the queries' copies say which). A partition's batch
  // reads its own slices; the other batches the types' own stock, which is what an event
  // with one allocator uses (a second read finds the slices of any event with several).
  const wanted = [...requests, ...expiring, ...returning].flatMap((doc) =>
    doc.data.items.map((item) => [doc.data.eventId, item] as const),
  );
  const typeKeys = unique(wanted.map(([eventId, item]) => stockKey(eventId, item.typeId)));
  const eventIds = unique(wanted.map(([eventId]) => eventId));
  const keyParts = typeKeys.map((key) => key.split('/') as [string, string]);
  const homeOf = (eventId: string) => (home?.eventId === eventId ? home.partition : undefined);
  // Orders that late payments want back.
  const reclaimIds = unique(requests.flatMap((doc) => doc.data.reclaimOrderId ?? []));
  // The promo codes the requests use and the released orders used (an order's code never
  // changes, so the queries' copies say which): their uses are counted in this transaction.
  const promoKeys = unique([
    ...requests.flatMap((doc) =>
      doc.data.promoCode ? [promoKey(doc.data.eventId, doc.data.promoCode)] : [],
    ),
    ...[...expiring, ...returning].flatMap((doc) =>
      doc.data.promo ? [promoKey(doc.data.eventId, doc.data.promo.code)] : [],
    ),
  ]);
  const read = await tx.getAll<DocData>([
    turnPath,
    ...expiring.map((doc) => doc.path),
    ...returning.map((doc) => doc.path),
    ...reclaimIds.map(paths.order),
    ...eventIds.map(paths.event),
    ...keyParts.map(([e, t]) => paths.eventType(e, t)),
    ...keyParts.map(([e, t]) => unitPath(e, t, homeOf(e))),
    ...promoKeys.map(promoPath),
    ...waitingListPaths(keyParts),
  ]);
  const take = <T extends DocData>(count: number) => read.splice(0, count) as DocSnapshot<T>[];
  const [turnDoc] = take<AllocatorTurnRecord>(1);
  if ((turnDoc!.data?.turn ?? 0) !== turn) return 'stale';
  const overLimit = (await findingOverLimit) ?? new Map<string, number>();
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
  const typeByKey = new Map(
    take<TicketTypeRecord>(keyParts.length).map((doc, index) => [typeKeys[index]!, doc.data]),
  );
  const stocks = take<StockRecord>(keyParts.length);
  const promos = new PromoUses(take<PromoCodeRecord>(promoKeys.length), promoKeys);
  const waitedFor = waitingListRefusal(typeKeys, take<WaitingListRecord>(keyParts.length));

  const partitionsOf = (eventId: string) => eventById.get(eventId)?.allocatorPartitions ?? 1;
  const keyOf = (eventId: string, typeId: string, doc: { uid: string; partition?: number }) => {
    const partitions = partitionsOf(eventId);
    return { eventId, typeId, partition: partitionOf(doc, partitions), partitions };
  };
  const units = new StockUnits(tx);
  keyParts.forEach(([eventId, typeId], index) => {
    const partitions = partitionsOf(eventId);
    // The first read guessed the layout; a wrong guess is read again below.
    if ((homeOf(eventId) !== undefined) === partitions > 1) {
      units.add({ eventId, typeId, partition: homeOf(eventId), partitions }, stocks[index]!);
    }
  });
  const unitsOf = (doc: {
    data: { eventId: string; uid: string; partition?: number; items: RequestedItem[] };
  }) => doc.data.items.map((item) => keyOf(doc.data.eventId, item.typeId, doc.data));
  await units.read([...released, ...requests].flatMap(unitsOf));
  const unitAt = (key: UnitKey) => units.get(unitPath(key.eventId, key.typeId, key.partition));

  // Expired holds and refunded tickets go back to the stock (the slice) they came from
  // first, so the queue can have them.
  for (const order of released) {
    for (const item of order.data.items) {
      const unit = unitAt(keyOf(order.data.eventId, item.typeId, order.data));
      if (unit && typeByKey.get(stockKey(unit.eventId, item.typeId))) {
        unit.taken = Math.max(0, unit.taken - item.quantity);
      }
    }
    // And the use of its promo code.
    if (order.data.promo) {
      promos.giveBack(promoKey(order.data.eventId, order.data.promo.code), order.data.uid);
    }
  }

  // A reclaim whose order is no longer expired (held or paid again) takes no stock.
  const isStaleReclaim = (doc: (typeof requests)[number]) =>
    doc.data.reclaimOrderId !== undefined &&
    reclaimed.get(doc.data.reclaimOrderId)?.status !== 'expired';
  const decisions: Decision[] = [];
  const promoOf = (doc: (typeof requests)[number]) =>
    doc.data.promoCode === undefined
      ? undefined
      : promos.record(promoKey(doc.data.eventId, doc.data.promoCode));
  const refusalBefore = refusalBeforeStock({
    overLimit,
    typeOf: (eventId, typeId) => typeByKey.get(stockKey(eventId, typeId)),
    eventOf: (eventId) => eventById.get(eventId),
    promoOf,
    platformFee,
    now,
  });
  const toDecide: typeof requests = [];
  for (const doc of requests) {
    const refusal = refusalBefore(doc) ?? (isStaleReclaim(doc) ? undefined : waitedFor(doc.data));
    if (refusal) decisions.push({ requestId: doc.id, granted: false, refusal });
    else if (!isStaleReclaim(doc)) toDecide.push(doc);
  }
  // Each slice is decided on its own: requests of one event in two partitions draw on two.
  const groups = new Map<string, typeof requests>();
  for (const doc of toDecide) {
    const group = String(partitionOf(doc.data, partitionsOf(doc.data.eventId)) ?? '');
    groups.set(group, [...(groups.get(group) ?? []), doc]);
  }
  for (const group of groups.values()) {
    decisions.push(
      ...(await decideGroup(group, units, { typeByKey, unitsOf, unitAt, events, promos, now })),
    );
  }
  const partitionOfRequest = (doc: (typeof requests)[number]) =>
    partitionOf(doc.data, partitionsOf(doc.data.eventId));

  units.write();
  promos.write(tx);
  for (const order of expired) {
    tx.update(order.path, {
      status: 'expired',
      expiredAt: now,
      // A payment started for it is asked about later, in case it went through unheard.
      ...(order.data.payment ? { paymentCheckDue: lapsedPaymentCheckAt(now) } : {}),
    });
  }
  for (const order of refunded) tx.update(order.path, { stockReturn: 'done' });
  const answers = writeDecisions(
    tx,
    { requests, decisions, eventById, partitionOfRequest, promoOf },
    now,
    newId,
    platformFee,
  );
  for (const stale of requests.filter(isStaleReclaim)) {
    const answer = {
      status: 'granted' as const,
      orderId: stale.data.reclaimOrderId!,
      answeredAt: now,
    };
    tx.update(stale.path, answer);
    answers.push({ requestId: stale.id, ...answer });
  }
  tx.set(turnPath, { turn: turn + 1, answers } satisfies AllocatorTurnRecord);
  return { decided: requests.length, expired: expired.length, returned: refunded.length };
}

/**
 * Decides one slice's requests (or, for events with one allocator, the requests on the
 * types' own stock) in arrival order. A slice that has less left than its requests ask for
 * first pulls what the other slices of the type have left (`StockUnits.pull`): near the end
 * of a sale the last tickets go wherever the buyers still are.
 */
async function decideGroup(
  requests: ReadonlyArray<ExistingDoc<PurchaseRequestRecord>>,
  units: StockUnits,
  context: {
    typeByKey: ReadonlyMap<string, TicketTypeRecord | undefined>;
    unitsOf: (doc: ExistingDoc<PurchaseRequestRecord>) => UnitKey[];
    unitAt: (key: UnitKey) => StockUnit | undefined;
    events: ReadonlyArray<DocSnapshot<EventRecord>>;
    /** Shared by the batch's groups: a code's uses are one count whatever the slice. */
    promos: PromoUses;
    now: string;
  },
): Promise<Decision[]> {
  const { typeByKey, unitsOf, unitAt, events, promos, now } = context;
  const asked = new Map<StockUnit, number>();
  for (const doc of requests) {
    doc.data.items.forEach((item, index) => {
      const unit = unitAt(unitsOf(doc)[index]!);
      if (unit) asked.set(unit, (asked.get(unit) ?? 0) + item.quantity);
    });
  }
  const onSale = new Set(events.filter((doc) => isOnSale(doc.data)).map((doc) => doc.id));
  const stock: TypeStock[] = [];
  for (const [unit, quantity] of asked) {
    const type = typeByKey.get(stockKey(unit.eventId, unit.typeId));
    if (!type) continue;
    const typeStock = toTypeStock(unit.eventId, unit.typeId, type, unit.taken);
    // Allotment moves only for tickets that could be sold now.
    if (onSale.has(unit.eventId) && !salesWindowRefusal(typeStock, now)) {
      await units.pull(unit, type.capacity, quantity - StockUnits.left(unit, type.capacity));
    }
    stock.push({ ...typeStock, capacity: StockUnits.allotment(unit, type.capacity) });
  }
  const promoOf = (doc: ExistingDoc<PurchaseRequestRecord>) => {
    const code = doc.data.promoCode;
    return code === undefined
      ? {}
      : { promo: { code: promoKey(doc.data.eventId, code), uid: doc.data.uid } };
  };
  const {
    decisions,
    taken,
    promos: usesAfter,
  } = allocate({
    requests: requests.map((doc): PendingRequest => ({
      id: doc.id,
      eventId: doc.data.eventId,
      createdAt: doc.data.createdAt,
      items: doc.data.items,
      ...promoOf(doc),
    })),
    promos: promos.budgets,
    stock,
    availableEvents: onSale,
    cancelledEvents: new Set(events.filter((doc) => doc.data?.cancelledAt).map((doc) => doc.id)),
    now,
  });
  for (const unit of asked.keys()) {
    const value = taken.get(stockKey(unit.eventId, unit.typeId));
    if (value !== undefined) unit.taken = value;
  }
  promos.budgets = usesAfter;
  return decisions;
}
