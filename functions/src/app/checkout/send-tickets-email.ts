import { paths } from '../../paths';
import type { OrderRecord } from './checkout-records';
import type { EventRecord } from '../events/event-records';
import type { Services } from '../common/services';

/**
 * Emails the buyer a link to each ticket of a paid order. Every confirmation calls it; the
 * order's id names the message, so the buyer gets it once.
 */
export async function sendTicketsEmail(
  { docs, mailer, publicBaseUrl }: Pick<Services, 'docs' | 'mailer' | 'publicBaseUrl'>,
  orderId: string,
): Promise<void> {
  const order = (await docs.get<OrderRecord>(paths.order(orderId))).data;
  if (order?.status !== 'paid' || !order.ticketCodes?.length) return;
  const event = (await docs.get<EventRecord>(paths.event(order.eventId))).data;
  const eventName = event?.name ?? 'your event';
  const lines = order.ticketCodes.map(
    (code, index) => `Ticket ${index + 1}: ${publicBaseUrl}/tickets/${code}`,
  );
  await mailer.send({
    to: order.email,
    subject: `Your tickets for ${eventName}`,
    text: [
      `Thank you! Here ${lines.length === 1 ? 'is your ticket' : `are your ${lines.length} tickets`} for ${eventName}.`,
      '',
      ...lines,
      '',
      `Show each ticket's QR code at the door. Order reference: ${orderId}.`,
    ].join('\n'),
    idempotencyKey: `tickets_${orderId}`,
  });
}
