import type { TicketView } from '../../contract/tickets';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import { orderDocumentLinks } from '../invoices/order-document-names';
import { isBuyersOwnTicket } from '../refund-requests/refund-request-rule';

/**
 * The order's documents a ticket's page links: for the buyer's own tickets (`isBuyer` where
 * the caller knows better, signed in as the order's buyer), never for a ticket its holder was
 * handed or named on, whose page must not show what the buyer paid.
 */
export function ticketDocuments(
  ticket: TicketRecord,
  order: { id: string; data: OrderRecord | undefined },
  isBuyer = order.data !== undefined && isBuyersOwnTicket(ticket, order.data),
): Pick<TicketView, 'documents'> {
  if (!order.data?.invoice || !isBuyer) return {};
  return { documents: orderDocumentLinks(order.id, order.data) };
}
