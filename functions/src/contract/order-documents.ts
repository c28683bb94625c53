import { z } from 'zod';
import { orderReference } from './ids';

/*
 * Issue 42: the buyer's documents of a paid order, issued by the organisation that sold the
 * tickets: its receipt ("Tax invoice" where the organisation gave a VAT number) and, once the
 * order is refunded, its credit note.
 */

export const orderDocumentKinds = ['invoice', 'credit-note'] as const;
export type OrderDocumentKind = (typeof orderDocumentKinds)[number];

/** The secret of an order's document links: 128 random bits, base64url. */
export const orderDocumentKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'Not the key of an order’s documents');

/** `GET /api/orders/{reference}/invoice.pdf` and `…/credit-note.pdf`. */
export const orderDocumentPathParams = z.object({ reference: orderReference });

/** `?key=`: the link's secret (the tickets email and the ticket page carry it); or sign in. */
export const orderDocumentQuery = z.object({ key: orderDocumentKey.optional() });

/** Where a document of an order is, with the key of its links. */
export const orderDocumentPath = (kind: OrderDocumentKind, reference: string, key?: string) =>
  `/api/orders/${encodeURIComponent(reference)}/${kind}.pdf${key ? `?key=${key}` : ''}`;

/** What the buyer's receipt is called: a tax invoice where its seller gave a VAT number. */
export const receiptTitles = ['Tax invoice', 'Receipt'] as const;

/** A document as the ticket page and My tickets link it: what it is, its number, its link. */
export const orderDocumentLink = z.object({
  title: z.enum([...receiptTitles, 'Credit note']),
  /** `INV-000123`, `CN-000007`: numbered per organisation. */
  number: z.string(),
  /** The PDF, the link's key in it (so it opens without a sign-in). */
  url: z.string(),
});
export type OrderDocumentLink = z.infer<typeof orderDocumentLink>;
