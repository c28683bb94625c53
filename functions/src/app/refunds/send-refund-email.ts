import { formatMinorUnits } from '../../contract/money';
import { paths } from '../../paths';
import type { ExistingDoc } from '../../ports/doc-store';
import type { OrderRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import type { Services } from '../common/services';
import { renderEmailHtml } from '../email/email-layout';
import { orderDocumentLinks } from '../invoices/order-document-names';

/** How the reason of every refund the buyer asked for begins. */
export const askedRefundReasonPrefix = 'Refunded at your request';

/**
 * Tells the buyer of a refunded order that the money goes back and the tickets no longer
 * open the door: for a refund the organiser made, or for a cancelled event (with its
 * reason). The order names the message, so each buyer is told once.
 */
export async function sendRefundEmail(
  { docs, mailer, publicBaseUrl }: Pick<Services, 'docs' | 'mailer' | 'publicBaseUrl'>,
  order: ExistingDoc<OrderRecord>,
  reason: string,
): Promise<void> {
  const { email, amount, currency, ticketCodes, eventId } = order.data;
  // The refund's credit note, where its receipt had a number (its link needs no sign-in).
  const creditNote = orderDocumentLinks(order.id, order.data, publicBaseUrl).creditNote;
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  const eventName = event?.name ?? 'your event';
  const cancelled = order.data.refund?.voidReason === 'cancelled';
  const count = ticketCodes?.length ?? 0;
  const tickets = count === 1 ? 'Your ticket is' : `Your ${count} tickets are`;
  const money =
    amount > 0
      ? `The ${formatMinorUnits(amount)} ${currency} you paid is refunded in full to the card you paid with; your bank may take a few days to show it.`
      : 'Your tickets were free, so there is nothing to pay back.';
  const subject = cancelled
    ? `${eventName} was cancelled`
    : `Your order for ${eventName} was refunded`;
  // A refund the buyer asked for (a request, a moved event's link) says so.
  const asked = reason.startsWith(askedRefundReasonPrefix);
  const opening = cancelled
    ? `We are sorry: the organiser cancelled ${eventName}.`
    : asked
      ? `As you asked, your order for ${eventName} was refunded.`
      : `The organiser of ${eventName} refunded your order.`;
  const html = await renderEmailHtml({
    preview: `${opening} ${money}`,
    title: subject,
    blocks: [
      { kind: 'text', text: opening },
      ...(cancelled ? [{ kind: 'text' as const, text: `Their reason: ${reason}` }] : []),
      { kind: 'text', text: money },
      { kind: 'text', text: `${tickets} no longer valid at the door.` },
      {
        kind: 'facts',
        facts: [
          { label: 'Event', value: eventName },
          { label: 'Order reference', value: order.id },
          ...(amount > 0
            ? [{ label: 'Refunded', value: `${formatMinorUnits(amount)} ${currency}` }]
            : []),
          ...(creditNote
            ? [
                {
                  label: creditNote.title,
                  value: creditNote.number,
                  href: creditNote.url,
                  linkText: 'Download (PDF)',
                },
              ]
            : []),
        ],
      },
    ],
    footer: [`Sent by Ticketing Paradise about your order ${order.id}.`],
  });
  await mailer.send({
    to: email,
    subject,
    text: [
      opening,
      ...(cancelled ? ['', `Their reason: ${reason}`] : []),
      '',
      money,
      `${tickets} no longer valid at the door.`,
      '',
      `Order reference: ${order.id}.`,
      ...(creditNote ? [`${creditNote.title} ${creditNote.number}: ${creditNote.url}`] : []),
    ].join('\n'),
    html,
    idempotencyKey: `refund_${order.id}`,
  });
}
