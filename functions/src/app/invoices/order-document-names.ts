import {
  orderDocumentPath,
  type OrderDocumentKind,
  type OrderDocumentLink,
} from '../../contract/order-documents';
import type { OrderRecord } from '../checkout/checkout-records';
import type { OrderInvoiceRecord } from './invoice-records';

/** `INV-000123`, `CN-000007`: an order document's number as printed, per organisation. */
export const formatOrderDocumentNumber = (kind: OrderDocumentKind, number: number) =>
  `${kind === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`;

/** A receipt is a tax invoice where its seller gave a VAT number. */
export const receiptTitle = (invoice: Pick<OrderInvoiceRecord, 'seller'>) =>
  invoice.seller.vatNumber ? 'Tax invoice' : 'Receipt';

/**
 * The links to an order's documents, each with its key (so they open without a sign-in), for
 * its buyer: the receipt of a paid order, and the credit note once refunded. `baseUrl` makes
 * them absolute (an email's); the web app resolves them itself.
 */
export function orderDocumentLinks(
  orderId: string,
  order: Pick<OrderRecord, 'invoice' | 'creditNote'>,
  baseUrl = '',
): { invoice?: OrderDocumentLink; creditNote?: OrderDocumentLink } {
  const { invoice, creditNote } = order;
  if (!invoice) return {};
  const link = (kind: OrderDocumentKind) =>
    `${baseUrl}${orderDocumentPath(kind, orderId, invoice.key)}`;
  return {
    invoice: {
      title: receiptTitle(invoice),
      number: formatOrderDocumentNumber('invoice', invoice.number),
      url: link('invoice'),
    },
    ...(creditNote
      ? {
          creditNote: {
            title: 'Credit note',
            number: formatOrderDocumentNumber('credit-note', creditNote.number),
            url: link('credit-note'),
          },
        }
      : {}),
  };
}
