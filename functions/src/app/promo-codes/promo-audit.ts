import { formatMinorUnits } from '../../contract/money';
import type { PromoTerms } from '../../contract/promo-price';
import type { DocValue } from '../../ports/doc-store';
import type { PromoCodeRecord } from './promo-records';

/** "12.5% off per ticket", "50.00 ZAR off per order": the discount as the log shows it. */
export function discountText(terms: PromoTerms): string {
  const off =
    terms.kind === 'percent'
      ? `${terms.value / 100}%`
      : `${formatMinorUnits(terms.value)} ${terms.currency ?? ''}`.trim();
  return `${off} off per ${terms.per}`;
}

/** What the audit log keeps of a new code: a few plain fields, the discount as words. */
export function promoAuditFields(record: PromoCodeRecord) {
  return {
    code: record.code,
    discount: discountText(record.terms),
    maxUses: record.maxUses,
    validFrom: record.validFrom,
    validUntil: record.validUntil,
  } satisfies { [field: string]: DocValue };
}

/**
 * The fields that differ between `before` and `after`, each as it was and became: what a
 * `promo_code.changed` entry records (empty when the change changed nothing).
 */
export function promoChanges(
  before: PromoCodeRecord,
  after: PromoCodeRecord,
): { before: { [field: string]: DocValue }; after: { [field: string]: DocValue } } {
  const was = { ...promoAuditFields(before), active: before.active };
  const is = { ...promoAuditFields(after), active: after.active };
  const changed = (Object.keys(is) as Array<keyof typeof is>).filter(
    (field) => field !== 'code' && was[field] !== is[field],
  );
  return {
    before: Object.fromEntries(changed.map((field) => [field, was[field]])),
    after: Object.fromEntries(changed.map((field) => [field, is[field]])),
  };
}
