import type { z } from 'zod';
import type { beginTransactionRequest } from '../../contract/checkout';
import { salesWindowRefusal } from '../../domain/allocation';
import { paths } from '../../paths';
import type { DocData, DocSnapshot } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import { readRecently } from '../common/recent-reads';
import type { Services } from '../common/services';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import type { StockRecord } from './checkout-records';
import { toTypeStock } from '../allocator/read-type-stocks';
import { ChangedSinceRefusal, refusalError } from './refusal-error';
import { takenForPrecheck } from '../allocator/stock-slices';
import type { WaitingListRecord } from '../waiting-list/waiting-list-records';
import type { PromoCodeRecord } from '../promo-codes/promo-records';
import { promoInvalidReason, promoUsedUp } from '../promo-codes/promo-validity';
import { promoError } from './refusal-error';
import { accessRefusal } from './access-refusal';

export type BeginTransactionInput = z.output<typeof beginTransactionRequest>;

/**
 * How long the precheck may reuse what it read (per instance, per store): a stale "still on
 * sale" costs a queued request the allocator refuses, a stale "sold out" half a second of a
 * returned hold, a stale waiting room setting half a second of buyers let through or asked
 * for a turn.
 */
const precheckReuseMs = 500;

/**
 * Checks the order against what the buyer can see now, so that a mistake is a 400 at once
 * and a type that is plainly gone is a 409 without queueing. The allocator decides for real.
 * Gives the types' names (for refusals), the event and each item's type as read (the waiting
 * room decides who may buy, the prices what the payment asks: up to `precheckReuseMs` late,
 * as for the stock; the allocator refuses a payment started at a price gone since).
 */
export async function precheck(
  { docs, clock }: Pick<Services, 'docs' | 'clock'>,
  input: BeginTransactionInput,
): Promise<{
  names: Map<string, string>;
  event: EventRecord;
  types: TicketTypeRecord[];
  /** The promo code the buyer typed, usable as far as the precheck can tell. */
  promo?: PromoCodeRecord;
}> {
  // One read (one round trip on Firestore) for the event, its types and their stock.
  const typeIds = input.items.map((item) => item.typeId);
  const wanted = [
    paths.event(input.eventId),
    ...typeIds.map((id) => paths.eventType(input.eventId, id)),
    ...typeIds.map((id) => paths.stock(input.eventId, id)),
    ...(input.promoCode ? [paths.promoCode(input.eventId, input.promoCode)] : []),
    // Last: a type people wait for is not on public sale (allocator/waiting-list-refusal.ts).
    ...typeIds.map((id) => paths.waitingList(input.eventId, id)),
  ];
  const read = await readRecently(docs, wanted.join('\n'), precheckReuseMs, () =>
    docs.getAll<DocData>(wanted),
  );
  const event = read[0]!.data as EventRecord | undefined;
  if (event?.approved !== true) throw notFound('Event');
  if (event.cancelledAt) throw new AppError('conflict', 'This event was cancelled');
  const types = read.slice(1, 1 + typeIds.length) as DocSnapshot<TicketTypeRecord>[];
  const stocks = read.slice(
    1 + typeIds.length,
    1 + 2 * typeIds.length,
  ) as DocSnapshot<StockRecord>[];
  const promo = input.promoCode
    ? (read[1 + 2 * typeIds.length]!.data as PromoCodeRecord | undefined)
    : undefined;
  const waitedFor = read
    .slice(read.length - typeIds.length)
    .map((doc) => ((doc.data as WaitingListRecord | undefined)?.waiting ?? 0) > 0);
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
    // A hidden type without its code: said before anything about its stock or terms.
    const hidden = accessRefusal(type, input.accessCode);
    if (hidden) {
      fields.accessCode = hidden;
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
  // What follows may have changed since the buyer first sent this request key.
  const changedSince = (refusal: AppError) => new ChangedSinceRefusal(refusal, names);
  input.items.forEach((item, index) => {
    const type = types[index]!.data!;
    const stock = toTypeStock(input.eventId, item.typeId, type, taken[index]!);
    const closed = salesWindowRefusal(stock, now);
    if (closed) throw changedSince(refusalError(closed, names));
    const left = type.capacity - stock.taken;
    if (left <= 0 || waitedFor[index]) {
      throw changedSince(refusalError({ code: 'sold_out', typeId: item.typeId, left: 0 }, names));
    }
  });
  if (input.promoCode) {
    const currency = types[0]!.data!.currency;
    const reason = promoInvalidReason(promo, now, input.items, currency);
    if (reason) throw changedSince(promoError({ code: 'promo_invalid', reason }));
    // Plainly used up (the allocator decides the last uses exactly, as it does stock).
    if (promoUsedUp(promo!)) {
      throw changedSince(promoError({ code: 'promo_used_up', perBuyer: false }));
    }
  }
  return {
    names,
    event,
    types: types.map((type) => type.data!),
    ...(input.promoCode ? { promo: promo! } : {}),
  };
}
