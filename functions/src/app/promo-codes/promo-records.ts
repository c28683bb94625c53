import type { PromoTerms } from '../../contract/promo-price';
import type { DocData } from '../../ports/doc-store';

/**
 * `events/{eventId}/promoCodes/{code}`: one promo code, its id the normalised code. The
 * organiser's routes write its terms; only the allocator writes `used` and `byBuyer`, in its
 * batch transaction, as it does stock: a use is counted when a hold is granted and given
 * back when the hold lapses or the order is refunded.
 */
export type PromoCodeRecord = DocData & {
  code: string;
  terms: PromoTerms;
  /** Orders it may be used on in all; null: no limit. */
  maxUses: number | null;
  /** Orders one buyer (uid) may use it on; null: no limit. Fixed when it is created. */
  maxUsesPerBuyer: number | null;
  /** ISO instants: usable from (inclusive) until (exclusive); null: open. */
  validFrom: string | null;
  validUntil: string | null;
  active: boolean;
  /** Orders holding or having bought with it now (held, paid, being refunded). */
  used: number;
  /**
   * Uses per buyer uid, kept only for a code with `maxUsesPerBuyer` (a uid whose uses went
   * back to 0 is dropped): the allocator reads it in the same transaction as `used`.
   */
  byBuyer?: Record<string, number>;
  createdAt: string;
  updatedAt: string;
};

/** What an order records of the code it used: the code and the minor units it took off. */
export type OrderPromo = { code: string; discount: number };

/** Codes are case-insensitive: stored and looked up in capitals, without spaces around. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();
