import { z } from 'zod';
import { minorUnits } from './minor-units';

/*
 * Issue 42: the platform's own documents to an organisation, per calendar month (UTC) and
 * currency: a tax invoice for the platform fees and their VAT its events' sales paid, and a
 * credit note for the fees refunds gave back. Numbered in the platform's own series.
 */

export const feeDocumentKinds = ['invoice', 'credit_note'] as const;
export type FeeDocumentKind = (typeof feeDocumentKinds)[number];

/** `invoice-2026-11-ZAR`, `credit-note-2026-11-ZAR`: what it is, its month and its currency. */
export const feeDocumentId = z
  .string({ message: 'Not a fee document' })
  .regex(/^(invoice|credit-note)-\d{4}-(0[1-9]|1[0-2])-[A-Z]{3}$/, 'Not a fee document');

/** `GET /api/money/fee-documents/{documentId}.pdf`. */
export const feeDocumentPathParams = z.object({ documentId: feeDocumentId });

/** An event's part of a document: its fees and their VAT, positive amounts in minor units. */
export const feeDocumentLine = z.object({
  eventId: z.string(),
  eventName: z.string(),
  fees: minorUnits,
  vat: minorUnits,
});

/** A fee invoice or credit note as the Money page lists it; amounts in minor units. */
export const feeDocumentView = z.object({
  id: z.string(),
  kind: z.enum(feeDocumentKinds),
  /** `FEE-000042` (invoices), `FCN-000007` (credit notes). */
  number: z.string(),
  /** The calendar month it covers, YYYY-MM (UTC). */
  month: z.string(),
  currency: z.string(),
  fees: minorUnits,
  vat: minorUnits,
  total: minorUnits,
  issuedAt: z.string(),
  /** A credit note: the numbers of the invoices whose fees it gives back. */
  creditsInvoices: z.array(z.string()).optional(),
});
export type FeeDocumentView = z.infer<typeof feeDocumentView>;

/** `GET /api/money/fee-documents?orgId=`: newest month first, an invoice before its credit note. */
export const feeDocumentsResponse = z.object({ documents: z.array(feeDocumentView) });
export type FeeDocumentsResponse = z.infer<typeof feeDocumentsResponse>;
