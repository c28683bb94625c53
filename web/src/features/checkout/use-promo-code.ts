import { checkPromoCode } from './api/checkout-api';
import { useCheckedCode } from './use-checked-code';

export type AppliedPromo = Awaited<ReturnType<typeof checkPromoCode>>;

const promoCodeCheck = { param: 'code', field: 'promoCode', check: checkPromoCode };

/**
 * The promo code on the buy panel: what is typed, the code applied (its terms, checked with
 * the server) and the error to show next to the field. A link's `?code=` is filled in and
 * applied when the panel opens.
 */
export function usePromoCode(eventId: string) {
  const code = useCheckedCode(eventId, promoCodeCheck);
  const applied = code.answer;
  return {
    text: code.text,
    applied,
    error: code.error,
    checking: code.checking,
    change: (value: string) => {
      code.setText(value);
      code.setError(null);
      // A code edited after it was applied is no longer the one applied.
      if (applied && value.trim().toUpperCase() !== applied.check.code) code.setAnswer(null);
    },
    apply: () => {
      code.setAnswer(null);
      code.checkTyped();
    },
    /** The checkout refused the code (used up meanwhile, expired): shown by the field. */
    refused: (message: string) => {
      code.setAnswer(null);
      code.setError(message);
    },
  };
}
