import type { FeeDocumentKind, FeeDocumentView } from '../../contract/fee-documents';
import type { Month } from '../../domain/fee-months';
import type { DocData } from '../../ports/doc-store';
import type { DocumentParty } from './document-parties';
import type { DocumentSeries } from './document-numbers';

/** An event's part of a fee document: fees and their VAT, positive minor units. */
export type FeeDocumentLine = { eventId: string; eventName: string; fees: number; vat: number };

/**
 * `organisations/{orgId}/feeDocuments/{documentId}`: the platform's tax invoice for the fees
 * an organisation's sales paid in a month and currency, or its credit note for the fees
 * refunds gave back then. Written once, in the transaction that takes its number, with who it
 * is from and to as they were then; never changed.
 */
export type FeeDocumentRecord = DocData & {
  orgId: string;
  kind: FeeDocumentKind;
  /** Its number in the platform's series of its kind (document-numbers.ts). */
  number: number;
  month: Month;
  currency: string;
  lines: FeeDocumentLine[];
  fees: number;
  vat: number;
  issuer: DocumentParty;
  recipient: DocumentParty;
  /** A credit note: the numbers of the invoices (formatted) whose fees it gives back. */
  creditsInvoices?: string[];
  issuedAt: string;
};

/** `feeDocumentChecks/{orgId}`: every closed month through `month` has its documents. */
export type FeeDocumentCheckRecord = DocData & { month: Month; updatedAt: string };

/** `feeDocumentClaims/{orgId}~{month}`: a reader is issuing the documents through `month`. */
export type FeeDocumentClaimRecord = DocData & { at: string };

/** The platform's series each kind is numbered in. */
export const feeSeries: Record<FeeDocumentKind, DocumentSeries> = {
  invoice: 'fee_invoice',
  credit_note: 'fee_credit_note',
};

/** `invoice-2026-11-ZAR`: one document of a kind per organisation, month and currency. */
export const feeDocumentIdOf = (kind: FeeDocumentKind, month: Month, currency: string) =>
  `${kind === 'invoice' ? 'invoice' : 'credit-note'}-${month}-${currency}`;

/** `FEE-000042`, `FCN-000007`: the number as the document prints it. */
export const formatFeeNumber = (kind: FeeDocumentKind, number: number) =>
  `${kind === 'invoice' ? 'FEE' : 'FCN'}-${String(number).padStart(6, '0')}`;

export function toFeeDocumentView(id: string, record: FeeDocumentRecord): FeeDocumentView {
  return {
    id,
    kind: record.kind,
    number: formatFeeNumber(record.kind, record.number),
    month: record.month,
    currency: record.currency,
    fees: record.fees,
    vat: record.vat,
    total: record.fees + record.vat,
    issuedAt: record.issuedAt,
    ...(record.creditsInvoices ? { creditsInvoices: record.creditsInvoices } : {}),
  };
}
