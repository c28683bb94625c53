import type { RefundRequestView } from '../../contract/refund-requests';
import type { OrderRecord } from '../checkout/checkout-records';
import type { RefundRequestRecord } from './refund-request-records';

/**
 * A request as the workspace shows it. Whether the money went back is the order's to say, so
 * a request granted but not yet refunded (a crash, the gateway down) still reads `pending`,
 * and Approve finishes it.
 */
export function toRefundRequestView(
  request: RefundRequestRecord,
  order: OrderRecord | undefined,
): RefundRequestView {
  const state =
    order?.status === 'refunded'
      ? 'refunded'
      : order?.status === 'refund_pending'
        ? 'refunding'
        : request.state === 'declined'
          ? 'declined'
          : 'pending';
  return {
    orderId: request.orderId,
    email: request.email,
    amount: request.amount,
    currency: request.currency,
    tickets: request.tickets,
    ...(request.reason ? { reason: request.reason } : {}),
    requestedAt: request.requestedAt,
    state,
    ...(request.decidedAt ? { decidedAt: request.decidedAt } : {}),
    ...(request.declineReason ? { declineReason: request.declineReason } : {}),
  };
}
