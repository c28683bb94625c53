import { z } from 'zod';
import { text } from './text';

/*
 * Issue 42: who issues the documents a sale makes (the buyer's receipt or tax invoice and its
 * credit note, the platform's fee invoice): an organisation's legal details, which its owners
 * and admins give, and the platform's own (configuration).
 */

/** An issuer as a document prints it at its head: the name, the address's lines, the VAT number. */
export type IssuerDetails = {
  legalName: string;
  /** Lines separated by `\n`. */
  address: string;
  vatNumber?: string;
};

/** Lines of an address at most: what a document's head has room for. */
export const maxAddressLines = 6;

/** The highest VAT rate an organisation may say its prices include (basis points: 50 %). */
export const maxVatRateBasisPoints = 5000;

/**
 * A VAT number, checked loosely: organisations sell in several countries, whose numbers differ
 * (South Africa's are 10 digits starting with 4; the EU's start with the country's letters).
 * Letters and digits, spaces or dashes between them, 4 to 20 in all; kept in capitals.
 */
export const vatNumber = z
  .string({ error: 'Not a VAT number' })
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z0-9][A-Z0-9 -]{2,18}[A-Z0-9]$/,
    'Letters and digits (spaces or dashes between them), 4 to 20 in all',
  );

/** A postal or street address, a few lines of plain text. */
export const postalAddress = text({
  min: 5,
  minMessage: 'Give the address documents show',
  max: 300,
  multiline: true,
})
  .transform((address) =>
    address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  )
  .refine((address) => address.split('\n').length <= maxAddressLines, {
    message: `At most ${maxAddressLines} lines`,
  });

/**
 * `legal` of `PATCH /api/organisations/{orgId}`: the name and address its documents show, its
 * VAT number (a document with one is a tax invoice), and whether its ticket prices include
 * VAT, at what rate (basis points: 1500 is 15 %). Only a seller with a VAT number charges VAT.
 */
export const legalDetailsRequest = z
  .object({
    legalName: text({ min: 2, minMessage: 'Give the registered name', max: 120 }),
    address: postalAddress,
    vatNumber: vatNumber.optional(),
    pricesIncludeVat: z.boolean({ error: 'Say whether the ticket prices include VAT' }),
    vatRateBasisPoints: z
      .number({ error: 'Not a rate' })
      .int('A whole number of basis points (1500 is 15 %)')
      .min(1, 'More than 0 %')
      .max(maxVatRateBasisPoints, `At most ${maxVatRateBasisPoints / 100} %`)
      .optional(),
  })
  .superRefine((legal, context) => {
    if (legal.pricesIncludeVat && legal.vatRateBasisPoints === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['vatRateBasisPoints'],
        message: 'Give the VAT rate the prices include',
      });
    }
    if (legal.pricesIncludeVat && legal.vatNumber === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'Only a seller registered for VAT charges it: give the VAT number',
      });
    }
    if (!legal.pricesIncludeVat && legal.vatRateBasisPoints !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['vatRateBasisPoints'],
        message: 'A rate only where the prices include VAT',
      });
    }
  });
export type LegalDetailsRequest = z.input<typeof legalDetailsRequest>;

/** An organisation's legal details as kept (`organisations/{orgId}.legal`) and shown. */
export const legalDetails = z.object({
  legalName: z.string(),
  address: z.string(),
  vatNumber: z.string().optional(),
  pricesIncludeVat: z.boolean(),
  /** Set where the prices include VAT. */
  vatRateBasisPoints: z.number().int().optional(),
});
export type LegalDetails = z.infer<typeof legalDetails>;

/** "15 %", "7.5 %": a rate in basis points as documents and forms say it. */
export function formatVatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
}
