import type { DocData } from '../../ports/doc-store';

/**
 * `events/{eventId}/refundRequests/{orderId}`: a buyer asked for the order's refund. Made
 * once (a second press finds it); `declined` by the organiser with a reason told to the
 * buyer, or `approved` (by the organiser, or at once where the event grants every request).
 * Whether the money went back is the order's to say: the refund itself goes the way every
 * refund goes (app/refunds/refund-paid-order.ts).
 */
export type RefundRequestRecord = DocData & {
  orderId: string;
  eventId: string;
  /** The buyer's, from the order. */
  email: string;
  amount: number;
  currency: string;
  tickets: number;
  /** The ticket whose page it was asked from. */
  ticketCode: string;
  reason?: string;
  requestedAt: string;
  state: 'pending' | 'approved' | 'declined';
  decidedAt?: string;
  /** The organiser's or administrator's uid, or `automatic`. */
  decidedBy?: string;
  declineReason?: string;
};
