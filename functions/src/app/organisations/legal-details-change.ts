import type { z } from 'zod';
import type { LegalDetails, legalDetailsRequest } from '../../contract/legal-details';
import { formatVatRate } from '../../contract/legal-details';

/**
 * What a change of an organisation's legal details comes to: what it keeps (`undefined`: none,
 * after `null` removed them), whether that differs from `before`, and how the audit log says
 * it. `asked` unset: they stay as they were.
 */
export function legalDetailsChange(
  before: LegalDetails | undefined,
  asked: z.output<typeof legalDetailsRequest> | null | undefined,
): { legal: LegalDetails | undefined; changed: boolean; summary: string } {
  if (asked === undefined) return { legal: before, changed: false, summary: '' };
  const legal: LegalDetails | undefined = asked
    ? {
        legalName: asked.legalName,
        address: asked.address,
        ...(asked.vatNumber ? { vatNumber: asked.vatNumber } : {}),
        pricesIncludeVat: asked.pricesIncludeVat,
        ...(asked.pricesIncludeVat && asked.vatRateBasisPoints
          ? { vatRateBasisPoints: asked.vatRateBasisPoints }
          : {}),
      }
    : undefined;
  const changed = JSON.stringify(sorted(legal)) !== JSON.stringify(sorted(before));
  return { legal, changed, summary: summaryOf(legal) };
}

function summaryOf(legal: LegalDetails | undefined): string {
  if (!legal) return 'Removed its legal details';
  const vat = legal.vatNumber ? `VAT number ${legal.vatNumber}` : 'no VAT number';
  const prices = legal.vatRateBasisPoints
    ? `prices include VAT at ${formatVatRate(legal.vatRateBasisPoints)}`
    : 'prices include no VAT';
  return `Gave its legal details as ${legal.legalName} (${vat}; ${prices})`;
}

/** The fields in one order, so that two equal details compare equal whatever their keys' order. */
const sorted = (legal: LegalDetails | undefined) =>
  legal &&
  Object.fromEntries(Object.entries(legal).sort(([one], [other]) => one.localeCompare(other)));
