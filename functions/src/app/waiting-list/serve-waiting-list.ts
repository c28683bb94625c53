import { salesWindowRefusal } from '../../domain/allocation';
import { isOnSale } from '../../domain/approval';
import { paths } from '../../paths';
import type { ExistingDoc, Transaction } from '../../ports/doc-store';
import type { Services } from '../common/services';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import { toTypeStock } from '../allocator/read-type-stocks';
import { StockUnits, unitPath } from '../allocator/stock-units';
import {
  defaultOfferHours,
  type WaitingEntryRecord,
  type WaitingListRecord,
  type WaitingListSettingsRecord,
} from './waiting-list-records';
import { byPlaceInLine, listIsActive } from './waiting-line';

/** An offer made: what its email needs. */
export type OfferMade = {
  eventId: string;
  typeId: string;
  entryId: string;
  email: string;
  token: string;
  quantity: number;
  offeredAt: string;
  expiresAt: string;
};

export type Served = {
  offers: OfferMade[];
  /** Open offers made before whose email did not go out (a crash after the commit). */
  unsent: OfferMade[];
  /** People who were waiting when the organiser closed the list (to be told). */
  closedOut: Array<{ entryId: string; email: string }>;
};

/**
 * The people a serving reads from the head of the line (and offers to, or closes, at most),
 * and the offers it lapses at most: with the stock and the list, within Firestore's 500
 * writes a transaction. The rest wait for the next serving.
 */
export const linePerServing = 150;
const lapsesPerServing = 150;

/** The partition whose slice holds a list's tickets: the first, for an event sold through several. */
export const listPartitionOf = (partitions: number) => (partitions > 1 ? 0 : undefined);

/**
 * Serves one ticket type's waiting list, in one transaction that reads and writes the type's
 * stock as the allocator does (`StockUnits`, the same documents, a slice pulled from the
 * others as the allocator pulls), so the allocator's batches and this never both count the
 * same ticket:
 *
 * 1. Offers whose time ran out lapse: their tickets go back to the list's pool.
 * 2. While people wait, what is free of the type (a hold that lapsed, a refund, a capacity
 *    raised) is taken from stock into the pool, up to what they asked for; the allocator
 *    refuses the type to the public meanwhile (waiting-list-refusal.ts).
 * 3. The pool is offered in line order (`createdAt`, then id). The first in line is offered
 *    what came back up to the quantity they asked for: fewer if fewer came back (a partial
 *    offer: tickets never sit while someone waits, and the next person is not served before
 *    them).
 * 4. With nobody left waiting (or the list closed), the pool goes back on public sale.
 *
 * `close` closes the list (as the event's cancellation does): those waiting are told, open
 * offers stand until claimed or lapsed.
 */
export async function serveWaitingList(
  { docs, clock }: Pick<Services, 'docs' | 'clock'>,
  eventId: string,
  typeId: string,
  { close = false }: { close?: boolean } = {},
): Promise<Served> {
  return docs.runTransaction((tx) => serveIn(tx, eventId, typeId, clock.now(), close));
}

async function serveIn(
  tx: Transaction,
  eventId: string,
  typeId: string,
  at: Date,
  close: boolean,
): Promise<Served> {
  const now = at.toISOString();
  const listPath = paths.waitingList(eventId, typeId);
  const [listDoc, eventDoc, typeDoc, settingsDoc] = await tx.getAll([
    listPath,
    paths.event(eventId),
    paths.eventType(eventId, typeId),
    paths.waitingListSettings(eventId),
  ]);
  const list = listDoc!.data as WaitingListRecord | undefined;
  if (!list) return { offers: [], unsent: [], closedOut: [] };
  const event = eventDoc!.data as EventRecord | undefined;
  const type = typeDoc!.data as TicketTypeRecord | undefined;
  const offerHours =
    (settingsDoc!.data as WaitingListSettingsRecord | undefined)?.offerHours ?? defaultOfferHours;
  const entries = paths.waitingListEntries(eventId, typeId);
  const open = await tx.query<WaitingEntryRecord>({
    collection: entries,
    where: [{ field: 'state', op: '==', value: 'offered' }],
  });
  // A cancelled event's lists close by themselves: nobody waits for what will not be sold.
  const closing = close || list.closed || (event?.cancelledAt ?? '') !== '';
  const waitingDocs = (
    await tx.query<WaitingEntryRecord>({
      collection: entries,
      where: [{ field: 'state', op: '==', value: 'waiting' }],
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
      // Serving needs only the head of the line; closing tells a chunk a transaction can
      // write (Firestore's 500 writes), and the next serving the next chunk.
      limit: linePerServing,
    })
  ).sort(byPlaceInLine);
  const partitions = event?.allocatorPartitions ?? 1;
  const home = listPartitionOf(partitions);
  const units = new StockUnits(tx);
  const key = { eventId, typeId, partition: home, partitions };
  await units.read([key]);
  const unit = units.get(unitPath(eventId, typeId, home))!;

  let { pool, offered, waiting } = list;
  const unsent: OfferMade[] = [];
  let lapses = 0;
  for (const entry of open) {
    const offer = entry.data.offer;
    if (offer && offer.expiresAt > now && entry.data.offerEmailed !== offer.offeredAt) {
      unsent.push({ ...offerOf(eventId, typeId, entry), ...offer });
    }
    if (!offer || offer.expiresAt > now || lapses++ >= lapsesPerServing) continue;
    pool += offer.quantity;
    offered -= offer.quantity;
    tx.update(entry.path, { state: 'lapsed', updatedAt: now });
  }

  const sellable =
    type !== undefined &&
    isOnSale(event) &&
    !salesWindowRefusal(toTypeStock(eventId, typeId, type, 0), now);
  const line = closing || !sellable ? [] : waitingDocs;
  const demand = line.reduce((sum, entry) => sum + entry.data.quantity, 0);
  if (type && demand > pool) {
    const need = demand - pool;
    await units.pull(unit, type.capacity, need - StockUnits.left(unit, type.capacity));
    const taking = Math.min(need, StockUnits.left(unit, type.capacity));
    unit.taken += taking;
    pool += taking;
  }

  const offers: OfferMade[] = [];
  const expiresAt = new Date(at.getTime() + offerHours * 3_600_000).toISOString();
  for (const entry of line) {
    if (pool <= 0) break;
    const quantity = Math.min(entry.data.quantity, pool);
    tx.update(entry.path, {
      state: 'offered',
      offer: { quantity, offeredAt: now, expiresAt },
      updatedAt: now,
    });
    offers.push({ ...offerOf(eventId, typeId, entry), quantity, offeredAt: now, expiresAt });
    pool -= quantity;
    offered += quantity;
    waiting -= 1;
  }

  const closedOut = closing ? waitingDocs.map((e) => ({ entryId: e.id, email: e.data.email })) : [];
  for (const entry of closing ? waitingDocs : []) {
    tx.update(entry.path, { state: 'closed', updatedAt: now });
  }
  if (closing) waiting -= waitingDocs.length;
  // Nobody left to offer them to (or the list closed): back on public sale.
  if ((waiting <= 0 || closing) && pool > 0) {
    unit.taken = Math.max(0, unit.taken - pool);
    pool = 0;
  }
  units.write();
  const next = { ...list, waiting: Math.max(0, waiting), pool, offered, closed: closing };
  tx.set(listPath, { ...next, active: listIsActive(next), updatedAt: now });
  return { offers, unsent, closedOut };
}

function offerOf(eventId: string, typeId: string, entry: ExistingDoc<WaitingEntryRecord>) {
  return { eventId, typeId, entryId: entry.id, email: entry.data.email, token: entry.data.token };
}
