import type { usePromoCode } from '../use-promo-code';
import { CodeEntryField } from './code-entry-field';

/**
 * "Promo code" with an Apply button; the error (unknown, used up, expired) right under it,
 * and the code applied said in words (the price above already shows what it took off).
 */
export function PromoCodeField({
  promo,
  serverError,
}: {
  promo: ReturnType<typeof usePromoCode>;
  /** The checkout's own refusal of the code (409 naming promoCode). */
  serverError?: string;
}) {
  return (
    <CodeEntryField
      label="Promo code"
      action="Apply"
      text={promo.text}
      onChange={promo.change}
      onApply={promo.apply}
      checking={promo.checking}
      error={promo.error ?? serverError}
      success={
        promo.applied &&
        !promo.error &&
        !serverError && <>Code {promo.applied.check.code} applied</>
      }
    />
  );
}
