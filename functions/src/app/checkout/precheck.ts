import type { z } from 'zod';
import type { beginTransactionRequest } from '../../contract/checkout';
import { salesWindowRefusal } from '../../domain/allocation';
import { paths } from '../../paths';
import type { DocData, DocSnapshot, DocStore } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import type { Services } from '../common/services';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import type { StockRecord } from './checkout-records';
import { toTypeStock } from './read-type-stocks';
import { refusalError } from './refusal-error';
import { takenForPrecheck } from './stock-slices';

export type BeginTransactionInput = z.output<typeof beginTransactionRequest>;

/** How long the precheck may reuse what it read (per instance, per store). */
const precheckReuseMs = 500;
const recentReads = new WeakMap<
  DocStore,
  Map<string, { at: number; read: Promise<DocSnapshot<DocData>[]> }>
>();

/**
 * The documents at `paths`, read at most `precheckReuseMs` ago: in a rush every buyer of a
 * type asks the same, and one read answers them all. Only the precheck reads this way: a
 * stale "still on sale" costs a queued request the allocator refuses, a stale "sold out"
 * half a second of a returned hold.
 */
function recentRead(docs: DocStore, paths: string[]): Promise<DocSnapshot<DocData>[]> {
  let reads = recentReads.get(docs);
  if (!reads) recentReads.set(docs, (reads = new Map()));
  const key = paths.join('\n');
  const now = Date.now();
  const known = reads.get(key);
  if (known && now - known.at < precheckReuseMs) return known.read;
  if (reads.size > 1000) reads.clear();
  const read = docs.getAll<DocData>(paths);
  reads.set(key, { at: now, read });
  // A failed read is not reused.
  read.catch(() => {
    if (reads.get(key)?.read === read) reads.delete(key);
  });
  return read;
}

/**
 * Checks the order against what the buyer can see now, so that a mistake is a 400 at once
 * and a type that is plainly gone is a 409 without queueing. The allocator decides for real.
 */
export async function precheck(
  { docs, clock }: Pick<Services, 'docs' | 'clock'>,
  input: BeginTransactionInput,
) {
  // One read (one round trip on Firestore) for the event, its types and their stock.
  const typeIds = input.items.map((item) => item.typeId);
  const read = await recentRead(docs, [
    paths.event(input.eventId),
    ...typeIds.map((id) => paths.eventType(input.eventId, id)),
    ...typeIds.map((id) => paths.stock(input.eventId, id)),
  ]);
  const event = read[0]!.data as EventRecord | undefined;
  if (event?.approved !== true) throw notFound('Event');
  if (event.cancelledAt) throw new AppError('conflict', 'This event was cancelled');
  const types = read.slice(1, 1 + typeIds.length) as DocSnapshot<TicketTypeRecord>[];
  const stocks = read.slice(1 + typeIds.length) as DocSnapshot<StockRecord>[];
  const taken = await takenForPrecheck(
    docs,
    input.eventId,
    typeIds,
    event.allocatorPartitions,
    stocks,
  );
  const names = new Map<string, string>();
  const fields: Record<string, string> = {};
  const now = clock.now().toISOString();
  const currencies = new Set<string>();
  input.items.forEach((item, index) => {
    const type = types[index]!.data;
    if (!type) {
      fields[`items.${index}.typeId`] = 'This ticket type does not exist';
      return;
    }
    names.set(item.typeId, type.name);
    currencies.add(type.currency);
    if (item.quantity > type.maxPerOrder) {
      fields[`items.${index}.quantity`] = `At most ${type.maxPerOrder} per order`;
    }
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', Object.values(fields).join('; '), fields);
  }
  if (currencies.size > 1) {
    throw new AppError('validation_failed', 'Tickets of one order must share a currency', {
      items: 'Tickets of one order must share a currency',
    });
  }
  input.items.forEach((item, index) => {
    const type = types[index]!.data!;
    const stock = toTypeStock(input.eventId, item.typeId, type, taken[index]!);
    const closed = salesWindowRefusal(stock, now);
    if (closed) throw refusalError(closed, names);
    const left = type.capacity - stock.taken;
    if (left <= 0) throw refusalError({ code: 'sold_out', typeId: item.typeId, left: 0 }, names);
  });
  return names;
}

/** Forgets what the precheck read of `docs`: the next buyer reads the stock afresh. */
export function forgetRecentReads(docs: DocStore): void {
  recentReads.delete(docs);
}
