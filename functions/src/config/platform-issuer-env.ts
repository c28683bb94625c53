import { z } from 'zod';
import { vatNumber, type IssuerDetails } from '../contract/legal-details';
import { defaultPlatformIssuer } from '../app/invoices/platform-issuer';

/** An address from the environment: lines separated by line breaks, or by `\n` on one line. */
const addressLines = z
  .string()
  .transform((value) =>
    value
      .replace(/\\n/g, '\n')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  )
  .pipe(z.string().min(1, 'Give at least one line of the address'));

/** The platform's legal details (issue 42), part of the runtime config. */
export const platformIssuerEnv = {
  /** The platform's registered name, as its fee invoices and buyers' receipts show it. */
  PLATFORM_LEGAL_NAME: z.string().trim().min(2).max(120).default(defaultPlatformIssuer.legalName),
  /** Its address, lines separated by `\n`. */
  PLATFORM_ADDRESS: addressLines.default(defaultPlatformIssuer.address),
  /** Its VAT number; locally a sample one, so the emulators' documents look like the real ones. */
  PLATFORM_VAT_NUMBER: vatNumber.optional(),
};

/** A VAT number shaped as South Africa's, for the embedded backend and the emulators only. */
export const sampleVatNumber = '4000000000';

type ParsedEnv = z.infer<z.ZodObject<typeof platformIssuerEnv>>;

/**
 * The platform as its documents name it. Locally (`isLocal`) an unset VAT number is a sample
 * one; in production an unset one stays unset (a document never shows an invented number).
 */
export function platformIssuerOf(parsed: ParsedEnv, isLocal: boolean): IssuerDetails {
  const vat = parsed.PLATFORM_VAT_NUMBER ?? (isLocal ? sampleVatNumber : undefined);
  return {
    legalName: parsed.PLATFORM_LEGAL_NAME,
    address: parsed.PLATFORM_ADDRESS,
    ...(vat ? { vatNumber: vat } : {}),
  };
}
