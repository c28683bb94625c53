import { paths } from '../../paths';
import type { OrderRecord } from '../checkout/checkout-records';
import type { Services } from '../common/services';
import { orderTicketFacts } from '../tickets/order-ticket-facts';
import { ticketEmail } from '../tickets/ticket-email';

/**
 * Emails the buyer each ticket of a paid order, its QR code inline, with the event's `.ics`
 * and a PDF to print (see tickets/ticket-email.ts). Every confirmation calls it; the order's
 * id names the message, so the buyer gets it once.
 */
export async function sendTicketsEmail(
  services: Pick<Services, 'docs' | 'mailer' | 'publicBaseUrl' | 'clock'>,
  orderId: string,
): Promise<void> {
  const { docs, mailer, clock } = services;
  const key = `tickets_${orderId}`;
  const order = await docs.get<OrderRecord>(paths.order(orderId));
  if (order.data?.status !== 'paid' || !order.data.ticketCodes?.length) return;
  // Every confirmation of a paid order comes here (each verify, each webhook): the email
  // takes about 0.1 s to draw, so a repeat is not drawn again.
  if (await mailer.hasSent?.(key)) return;
  const facts = await orderTicketFacts(services, { ...order, data: order.data });
  const content = await ticketEmail(facts, clock.now());
  await mailer.send({ to: order.data.email, ...content, idempotencyKey: key });
}
