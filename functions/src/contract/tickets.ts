import { z } from 'zod';
import { beginTransactionResponse } from './checkout';
import { orderRow } from './orders';
import { ticketStatuses, voidReasons } from './door';
import { eventOnTicket } from './events';
import { minorUnits } from './minor-units';
import { ticketTransferState } from './transfers';
import { ticketRefundState } from './refund-requests';
import { sourceSales } from './sales-sources';
import { orderDocumentLink } from './order-documents';

/** A ticket as its holder (whoever has its code) sees it. */
export const ticketView = z.object({
  /** The ticket's secret. */
  code: z.string(),
  /** What its QR code carries: the code signed for its event (see `formatQrPayload`). */
  qrPayload: z.string(),
  /** `void`: refunded, its event cancelled or transferred (`voidReason`); never let in. */
  status: z.enum(ticketStatuses),
  voidReason: z.enum(voidReasons).optional(),
  /** When it was let in at the door: it cannot be used again. */
  checkedInAt: z.string().optional(),
  orderReference: z.string(),
  typeName: z.string(),
  holderEmail: z.string(),
  /** Set when the holder claimed it from a friend. */
  holderName: z.string().optional(),
  createdAt: z.string(),
  /**
   * Handing it to a friend: possible, waiting to be claimed, done, or why not. Always sent;
   * optional so that a view made without it (a test's, a page's older cache) shows no form.
   */
  transfer: ticketTransferState.optional(),
  /**
   * Asking the organiser for a refund: sent only for the buyer's own tickets of an event
   * that takes requests, while the order is paid (see contract/refund-requests.ts).
   */
  refundRequest: ticketRefundState.optional(),
  /**
   * The order's receipt (or tax invoice) and credit note, for the buyer's own tickets of a
   * paid (or refunded) order only (contract/order-documents.ts).
   */
  documents: z
    .object({ invoice: orderDocumentLink.optional(), creditNote: orderDocumentLink.optional() })
    .optional(),
  event: eventOnTicket,
});
export type TicketView = z.infer<typeof ticketView>;

/** GET /api/me/tickets: upcoming events first (soonest first), then past ones, newest first. */
export const myTicketsResponse = z.object({ tickets: z.array(ticketView) });
export type MyTicketsResponse = z.infer<typeof myTicketsResponse>;

export { availabilityResponse, saleStates } from './public';
export type { AvailabilityResponse } from './public';

/** GET /api/purchaseRequests/{id}: a queued purchase, asked again (the buyer's own only). */
export const purchaseRequestResponse = beginTransactionResponse;

export { orderListStatuses as orderStatuses } from './orders';

/** GET /api/events/{id}/sales: the organiser's (and administrators') view of sales. */
export const salesResponse = z.object({
  types: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      currency: z.string(),
      capacity: z.number().int(),
      sold: z.number().int(),
      held: z.number().int(),
      left: z.number().int(),
      /** From paid orders. */
      revenue: minorUnits,
    }),
  ),
  /** The latest orders, as the organiser's orders list shows them. */
  orders: z.array(orderRow),
  /** Paid orders by where their buyers came from: most tickets first, Direct (null) among them. */
  sources: z.array(sourceSales),
});
export type SalesResponse = z.infer<typeof salesResponse>;
