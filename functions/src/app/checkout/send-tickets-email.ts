import { paths } from '../../paths';
import type { ExistingDoc } from '../../ports/doc-store';
import type { OrderRecord, TicketRecord } from './checkout-records';
import type { EventRecord } from '../events/event-records';
import type { Services } from '../common/services';
import { organiserName } from '../accounts/organiser-name';
import { eventKeys } from '../tickets/event-keys';
import { ticketEmail } from '../tickets/ticket-email';
import { qrPayloadOf } from '../tickets/ticket-signature';

/**
 * Emails the buyer each ticket of a paid order, its QR code inline, with the event's `.ics`
 * and a PDF to print (see tickets/ticket-email.ts). Every confirmation calls it; the order's
 * id names the message, so the buyer gets it once.
 */
export async function sendTicketsEmail(
  {
    docs,
    mailer,
    publicBaseUrl,
    clock,
  }: Pick<Services, 'docs' | 'mailer' | 'publicBaseUrl' | 'clock'>,
  orderId: string,
): Promise<void> {
  const order = (await docs.get<OrderRecord>(paths.order(orderId))).data;
  if (order?.status !== 'paid' || !order.ticketCodes?.length) return;
  const [event, tickets] = await Promise.all([
    docs.get<EventRecord>(paths.event(order.eventId)),
    docs.getAll<TicketRecord>(order.ticketCodes.map(paths.ticket)),
  ]);
  const keys = await eventKeys({ docs, clock }, order.eventId);
  const byCode = new Map(
    tickets
      .filter((doc): doc is ExistingDoc<TicketRecord> => doc.data !== undefined)
      .map((doc) => [doc.id, doc.data]),
  );
  const content = await ticketEmail(
    {
      orderId,
      eventId: order.eventId,
      eventName: event.data?.name ?? 'your event',
      startsAt: event.data?.startsAt,
      endsAt: event.data?.endsAt,
      timeZone: event.data?.timeZone,
      locationText: event.data?.locationText,
      location: event.data?.location,
      organiserName: event.data ? await organiserName(docs, event.data.uid) : undefined,
      amount: order.amount,
      currency: order.currency,
      tickets: order.ticketCodes.map((code) => ({
        code,
        typeName: byCode.get(code)?.typeName ?? 'Ticket',
        holder: byCode.get(code)?.email ?? order.email,
        qrPayload: qrPayloadOf(keys.privateKey, order.eventId, code),
      })),
      publicBaseUrl,
    },
    clock.now(),
  );
  await mailer.send({ to: order.email, ...content, idempotencyKey: `tickets_${orderId}` });
}
