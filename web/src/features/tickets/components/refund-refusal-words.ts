import { refundRequestRefusals, type RefundRequestRefusal } from '@contract/refund-requests';
import { isApiError } from '@/lib/api-error';

/** Why a request could not be made (the 409's `details.reason`), as the buyer reads it. */
const refusalSentences: Record<RefundRequestRefusal, string> = {
  refund_requests_off: 'The organiser no longer takes refund requests for this event.',
  refund_requests_closed: 'Refund requests for this event have closed.',
  not_paid: 'This order is not paid, or it was refunded already.',
  transferred:
    'A ticket of this order was sent to a friend, so it cannot be refunded here: ask the organiser.',
  used: 'A ticket of this order was used at the door, so it cannot be refunded.',
  declined: 'The organiser declined a refund for this order already.',
};

const isRefusal = (reason: unknown): reason is RefundRequestRefusal =>
  refundRequestRefusals.some((refusal) => refusal === reason);

/** A failed request as one sentence: the refusal's own words where the server named one. */
export function refusalSentence(error: Error): string {
  if (isApiError(error) && error.code === 'conflict' && isRefusal(error.details.reason)) {
    return refusalSentences[error.details.reason];
  }
  return error.message;
}
