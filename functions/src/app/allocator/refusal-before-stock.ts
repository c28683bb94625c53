import type { Refusal } from '../../domain/allocation';
import type { FeeSchedule } from '../../domain/fees';
import type { ExistingDoc } from '../../ports/doc-store';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import type { PromoCodeRecord } from '../promo-codes/promo-records';
import { promoInvalidReason } from '../promo-codes/promo-validity';
import type { PurchaseRequestRecord } from '../checkout/checkout-records';
import { plannedPriceHolds } from '../checkout/order-price';

/**
 * Why the allocator refuses a request before it looks at stock, if it does: over the
 * purchase limit (`findOverLimit`), a promo code that cannot be used (unknown, outside its
 * window, for other tickets; a late payment's hold, already paid for, is not asked), or a
 * payment started at a price the order no longer has (refused, not granted at another).
 */
export function refusalBeforeStock({
  overLimit,
  typeOf,
  eventOf,
  promoOf,
  platformFee,
  now,
}: {
  overLimit: ReadonlyMap<string, number>;
  typeOf: (eventId: string, typeId: string) => TicketTypeRecord | undefined;
  eventOf: (eventId: string) => EventRecord | undefined;
  promoOf: (doc: ExistingDoc<PurchaseRequestRecord>) => PromoCodeRecord | undefined;
  platformFee: FeeSchedule;
  now: string;
}): (doc: ExistingDoc<PurchaseRequestRecord>) => Refusal | undefined {
  const promoInvalid = (doc: ExistingDoc<PurchaseRequestRecord>): Refusal | undefined => {
    if (doc.data.promoCode === undefined || doc.data.reclaimOrderId !== undefined) return;
    const currency = typeOf(doc.data.eventId, doc.data.items[0]!.typeId)?.currency;
    if (currency === undefined) return;
    const reason = promoInvalidReason(promoOf(doc), now, doc.data.items, currency);
    if (reason) return { code: 'promo_invalid', reason };
  };
  return (doc) => {
    const retryAfterSeconds = overLimit.get(doc.id);
    if (retryAfterSeconds !== undefined) return { code: 'rate_limited', retryAfterSeconds };
    const invalid = promoInvalid(doc);
    if (invalid) return invalid;
    const priceHolds = plannedPriceHolds(
      doc.data,
      (typeId) => typeOf(doc.data.eventId, typeId),
      eventOf(doc.data.eventId),
      platformFee,
      promoOf(doc)?.terms,
    );
    if (!priceHolds) return { code: 'price_changed' };
  };
}
