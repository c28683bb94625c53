import { paths } from '../../paths';
import type { VerifiedUser } from '../../ports/identity';
import { notFound } from '../common/app-error';
import type { OrderRecord } from '../checkout/checkout-records';
import type { UseCaseOptions } from '../common/use-case-options';
import { claimableEmail } from './list-my-tickets';
import { orderTicketFacts } from './order-ticket-facts';
import { ticketsPdf } from './ticket-email';

/**
 * A paid order's valid tickets as a one-page PDF, for its buyer: the account that bought it,
 * or one whose verified email it was sent to (as "My tickets" finds them). Anyone else, and
 * an order with nothing left to print, gets "not found": never a sign that the order exists.
 */
export async function getOrderTicketsPdf({
  services,
  user,
  orderId,
}: UseCaseOptions<
  'docs' | 'clock' | 'publicBaseUrl',
  { user: VerifiedUser; orderId: string }
>): Promise<{ filename: string; pdf: Uint8Array }> {
  const order = await services.docs.get<OrderRecord>(paths.order(orderId));
  const owns =
    order.data !== undefined &&
    (order.data.uid === user.uid || order.data.email === claimableEmail(user));
  if (!order.data || !owns || order.data.status !== 'paid') throw notFound('Order');
  const facts = await orderTicketFacts(
    services,
    { ...order, data: order.data },
    { onlyValid: true },
  );
  if (facts.tickets.length === 0) throw notFound('Order');
  return { filename: `tickets-${orderId}.pdf`, pdf: await ticketsPdf(facts) };
}
