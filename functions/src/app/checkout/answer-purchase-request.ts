import type { BeginTransactionResponse } from '../../contract/checkout';
import { paths } from '../../paths';
import { PaymentGatewayError } from '../../ports/payment-gateway';
import { AppError, notFound } from '../common/app-error';
import type { Services } from '../common/services';
import type { OrderRecord, PurchaseRequestRecord } from './checkout-records';
import { fulfilOrder } from '../payments/fulfil-order';
import { forgetRecentReads } from '../common/recent-reads';
import { refusalError } from './refusal-error';
import { sendTicketsEmail } from '../payments/send-tickets-email';

/** What answering a buyer about a request needs (also asked again: get-purchase-request). */
export type AnswerServices = Pick<
  Services,
  'docs' | 'clock' | 'payments' | 'mailer' | 'publicBaseUrl'
>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What answering the buyer needs of an order. */
type OrderTerms = Pick<
  OrderRecord,
  | 'eventId'
  | 'email'
  | 'items'
  | 'amount'
  | 'currency'
  | 'status'
  | 'holdExpiresAt'
  | 'payment'
  | 'charge'
>;

/** Starts the payment of a held order once; a second press finds it started. */
async function startPayment(services: AnswerServices, orderId: string, order: OrderTerms) {
  if (order.payment) return order.payment;
  try {
    const started = await services.payments.initialise({
      email: order.email,
      amount: order.amount,
      currency: order.currency,
      reference: orderId,
      metadata: { orderId, eventId: order.eventId },
    });
    const payment = { accessCode: started.accessCode, authorizationUrl: started.authorizationUrl };
    await services.docs.update(paths.order(orderId), { payment });
    return payment;
  } catch (error) {
    // A concurrent press started it first: its access code lands on the order shortly.
    if (error instanceof PaymentGatewayError && /duplicate/i.test(error.message)) {
      for (let i = 0; i < 50; i++) {
        await sleep(100);
        const again = (await services.docs.get<OrderRecord>(paths.order(orderId))).data;
        if (again?.payment) return again.payment;
      }
    }
    throw error;
  }
}

/** What to tell the buyer about a request the allocator has answered. */
export async function answerFor(
  services: AnswerServices,
  request: PurchaseRequestRecord,
  names: ReadonlyMap<string, string> = new Map(),
  { justGranted = false }: { justGranted?: boolean } = {},
): Promise<BeginTransactionResponse> {
  if (request.status === 'refused') {
    // What the precheck reused is out of date: the next buyer reads the stock afresh, and
    // is refused at once instead of queueing.
    forgetRecentReads(services.docs);
    throw refusalError(request.refusal!, names);
  }
  const orderId = request.orderId!;
  // A grant this very call waited for is a new order nobody else has seen: its terms came
  // with the answer. Any other time (a second press, a later look) the order is read.
  const { eventId, email } = request;
  const order: OrderTerms | undefined =
    justGranted && request.grantedOrder
      ? { eventId, email, ...request.grantedOrder, status: 'held' }
      : (await services.docs.get<OrderRecord>(paths.order(orderId))).data;
  if (!order) throw notFound('Order');
  const { amount, currency, items } = order;
  if (order.status === 'expired') {
    throw new AppError('conflict', 'Your hold on these tickets expired: please start again');
  }
  if (order.status === 'refund_pending' || order.status === 'refunded') {
    throw new AppError('conflict', 'This order was refunded: please start again');
  }
  if (order.status === 'paid' || amount === 0) {
    const fulfilled = await fulfilOrder(services, orderId);
    if (fulfilled.outcome === 'event_cancelled') {
      throw new AppError('conflict', 'This event was cancelled');
    }
    await sendTicketsEmail(services, orderId);
    const ticketCodes = 'ticketCodes' in fulfilled ? fulfilled.ticketCodes : [];
    return { status: 'paid', reference: orderId, amount, currency, items, ticketCodes };
  }
  const payment = await startPayment(services, orderId, order);
  return {
    status: 'held',
    reference: orderId,
    ...payment,
    amount,
    currency,
    holdExpiresAt: order.holdExpiresAt,
    items,
    // The fee lines the page shows beside the payment, as the allocator priced the order.
    ...(order.charge ? { charge: order.charge } : {}),
  };
}
