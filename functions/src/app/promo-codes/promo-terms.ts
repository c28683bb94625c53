import type { z } from 'zod';
import type { promoDiscountInput, PromoCodeView } from '../../contract/promo-codes';
import type { PromoTerms } from '../../contract/promo-price';

type DiscountInput = z.output<typeof promoDiscountInput>;

/** The organiser's discount as stored: a percentage in basis points, an amount in minor units. */
export function termsOf(discount: DiscountInput, typeIds: readonly string[]): PromoTerms {
  return discount.kind === 'percent'
    ? {
        kind: 'percent',
        value: Math.round(discount.percent * 100),
        per: discount.per,
        typeIds: [...typeIds],
      }
    : {
        kind: 'amount',
        value: discount.amount,
        per: discount.per,
        currency: discount.currency,
        typeIds: [...typeIds],
      };
}

/** The stored terms as the organiser entered them. */
export function discountOf(terms: PromoTerms): PromoCodeView['discount'] {
  return terms.kind === 'percent'
    ? { kind: 'percent', percent: terms.value / 100, per: terms.per }
    : { kind: 'amount', amount: terms.value, currency: terms.currency ?? '', per: terms.per };
}
