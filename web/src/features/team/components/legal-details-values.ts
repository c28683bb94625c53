import {
  legalDetailsRequest,
  type LegalDetails,
  type LegalDetailsRequest,
} from '@contract/legal-details';

/** The legal details form as typed: the rate as a percentage ("15", "7.5"). */
export type LegalDetailsValues = {
  legalName: string;
  address: string;
  vatNumber: string;
  pricesIncludeVat: boolean;
  vatRate: string;
};

export const legalDetailsFields = new Set<string>([
  'legalName',
  'address',
  'vatNumber',
  'pricesIncludeVat',
  'vatRate',
]);

/** What the form starts from: the details kept, or nothing. */
export function legalDetailsValues(legal: LegalDetails | undefined): LegalDetailsValues {
  return {
    legalName: legal?.legalName ?? '',
    address: legal?.address ?? '',
    vatNumber: legal?.vatNumber ?? '',
    pricesIncludeVat: legal?.pricesIncludeVat ?? false,
    vatRate: legal?.vatRateBasisPoints ? String(legal.vatRateBasisPoints / 100) : '',
  };
}

const percentage = /^\d{1,2}(?:\.\d{1,2})?$/;

/** The server's field (`legal.vatRateBasisPoints`, or without `legal.`) as the form's. */
export const formFieldOf = (field: string) => {
  const name = field.replace(/^legal\./, '');
  return name === 'vatRateBasisPoints' ? 'vatRate' : name;
};

/**
 * The request the form makes, checked with the very schema the server checks with; or the
 * form's fields and what is wrong with each.
 */
export function legalDetailsToRequest(
  values: LegalDetailsValues,
): { ok: true; request: LegalDetailsRequest } | { ok: false; errors: Record<string, string> } {
  const rate = values.vatRate.trim();
  if (values.pricesIncludeVat && rate !== '' && !percentage.test(rate)) {
    return { ok: false, errors: { vatRate: 'Write the rate as a percentage, such as 15 or 7.5' } };
  }
  const request: LegalDetailsRequest = {
    legalName: values.legalName,
    address: values.address,
    ...(values.vatNumber.trim() ? { vatNumber: values.vatNumber } : {}),
    pricesIncludeVat: values.pricesIncludeVat,
    ...(values.pricesIncludeVat && rate !== ''
      ? { vatRateBasisPoints: Math.round(Number(rate) * 100) }
      : {}),
  };
  const parsed = legalDetailsRequest.safeParse(request);
  if (parsed.success) return { ok: true, request };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    errors[formFieldOf(String(issue.path[0] ?? 'legalName'))] ??= issue.message;
  }
  return { ok: false, errors };
}
