import { promoApplies } from '../../contract/promo-price';
import type { PromoInvalidReason } from '../../domain/allocation';
import type { PromoCodeRecord } from './promo-records';

/**
 * Why `record` cannot be used now on an order of these items in `currency`, if it cannot:
 * what the precheck and the allocator both ask before pricing with a code. An inactive
 * (deactivated) code is `unknown`, as a code that never existed: nobody learns which codes
 * an organiser once had.
 */
export function promoInvalidReason(
  record: PromoCodeRecord | undefined,
  now: string,
  items: ReadonlyArray<{ typeId: string }>,
  currency: string,
): PromoInvalidReason | undefined {
  if (!record || !record.active) return 'unknown';
  if (record.validFrom !== null && now < record.validFrom) return 'not_started';
  if (record.validUntil !== null && now >= record.validUntil) return 'ended';
  if (!promoApplies(record.terms, items, currency)) return 'not_applicable';
  return undefined;
}

/** True when the code plainly has no use left (the precheck's "sold out" for codes). */
export const promoUsedUp = (record: PromoCodeRecord) =>
  record.maxUses !== null && record.used >= record.maxUses;
