import { randomBytes } from 'node:crypto';
import type { IssuerDetails } from '../../contract/legal-details';
import type { DocumentParty } from './document-parties';

/**
 * `orders/{id}.invoice`: a paid order's receipt or tax invoice (issue 42), numbered in the
 * transaction that fulfilled it, with what the document shows that may change after the sale
 * kept as it was then: a document, once issued, never changes.
 */
export type OrderInvoiceRecord = {
  /** The `invoice` series' number of the seller (the event's organisation). */
  number: number;
  issuedAt: string;
  /**
   * The secret of the buyer's links to the order's documents (128 random bits, base64url): the
   * tickets email and the ticket page carry it, so a buyer without an account opens them.
   */
  key: string;
  /** The organisation that sold the tickets, as the document names it. */
  seller: SellerSnapshot;
  /** The platform, for the service fee the buyer paid it (passed on); unset: none was paid. */
  platform?: IssuerDetails;
  /** The event's name then, which the document names. */
  eventName: string;
  /** The event's time zone then, the document's dates are days in (UTC without one). */
  timeZone?: string;
};

/** The seller on a document: its legal details, else its name alone. */
export type SellerSnapshot = DocumentParty & {
  /** Set where its prices include VAT, at this rate (basis points). */
  vatRateBasisPoints?: number;
};

/** `orders/{id}.creditNote`: the refund's credit note, numbered in the refund's transaction. */
export type OrderCreditNoteRecord = { number: number; issuedAt: string };

/** A new link secret for an order's documents. */
export const newDocumentKey = () => randomBytes(16).toString('base64url');
