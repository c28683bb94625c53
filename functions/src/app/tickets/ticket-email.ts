import { eventIcs } from '../../contract/calendar';
import { formatMinorUnits } from '../../contract/money';
import type { MailAttachment, MailMessage } from '../../ports/mailer';
import { renderEmailHtml, type EmailFact } from '../email/email-layout';
import { formatEventWhen, venueMapUrl } from '../email/event-when';
import { renderTicketsPdf } from './ticket-pdf';
import { ticketQrPng } from './ticket-qr';

/** Everything the ticket email tells, gathered by the sender (send-tickets-email.ts). */
export type TicketEmailFacts = {
  orderId: string;
  eventId: string;
  eventName: string;
  startsAt?: string;
  endsAt?: string;
  timeZone?: string;
  locationText?: string;
  location?: { lat: number; lng: number };
  organiserName?: string;
  amount: number;
  currency: string;
  tickets: { code: string; typeName: string; holder: string; qrPayload: string }[];
  publicBaseUrl: string;
};

export const qrContentId = (index: number) => `ticket-qr-${index + 1}@ticketing-paradise`;

function amountPaid({ amount, currency }: TicketEmailFacts): string {
  return amount > 0 ? `${formatMinorUnits(amount)} ${currency}` : 'Free';
}

function refundText(facts: TicketEmailFacts): string {
  const organiser = facts.organiserName ?? 'the organiser';
  return (
    `Refunds: ask ${organiser}, who can refund your order; the money goes back in full to the card you paid with. ` +
    'If the event is cancelled, you are refunded automatically and we email you.'
  );
}

/** The order's tickets on one printable page; `qrPngs` where the caller drew them already. */
export async function ticketsPdf(
  facts: TicketEmailFacts,
  qrPngs?: Uint8Array[],
): Promise<Uint8Array> {
  const pngs = qrPngs ?? (await Promise.all(facts.tickets.map((t) => ticketQrPng(t.qrPayload))));
  return renderTicketsPdf({
    eventName: facts.eventName,
    when: formatEventWhen(facts.startsAt, facts.endsAt, facts.timeZone),
    venue: facts.locationText,
    organiser: facts.organiserName,
    orderReference: facts.orderId,
    tickets: facts.tickets.map((ticket, index) => ({ ...ticket, qrPng: pngs[index]! })),
  });
}

/**
 * The email a buyer gets for a paid order (issue 23): the event, each ticket with its QR code
 * inline, the order, how refunds work and who organises it; with the event as an `.ics` file
 * and the tickets as a one-page PDF. Pure apart from drawing images: tests render it whole.
 */
export async function ticketEmail(
  facts: TicketEmailFacts,
  now: Date,
): Promise<Pick<MailMessage, 'subject' | 'text' | 'html' | 'attachments'>> {
  const { eventName, orderId, tickets, publicBaseUrl } = facts;
  const when = formatEventWhen(facts.startsAt, facts.endsAt, facts.timeZone);
  const mapUrl = venueMapUrl(facts.locationText, facts.location);
  const ticketUrl = (code: string) => `${publicBaseUrl}/tickets/${code}`;
  const qrPngs = await Promise.all(tickets.map((ticket) => ticketQrPng(ticket.qrPayload)));
  const count = tickets.length;

  const eventFacts: EmailFact[] = [
    { label: 'Event', value: eventName },
    ...(when ? [{ label: 'When', value: when }] : []),
    ...(facts.locationText || mapUrl
      ? [
          {
            label: 'Where',
            value: facts.locationText ?? 'See the map',
            href: mapUrl,
            linkText: 'Open in Maps',
          },
        ]
      : []),
    ...(facts.organiserName ? [{ label: 'Organiser', value: facts.organiserName }] : []),
  ];
  const html = await renderEmailHtml({
    preview: `${count === 1 ? 'Your ticket' : `Your ${count} tickets`} for ${eventName}${when ? `, ${when}` : ''}`,
    title: `Your tickets for ${eventName}`,
    blocks: [
      {
        kind: 'text',
        text: `Thank you! Here ${count === 1 ? 'is your ticket' : `are your ${count} tickets`} for ${eventName}. Show each ticket's QR code at the door.`,
      },
      { kind: 'heading', text: 'The event' },
      { kind: 'facts', facts: eventFacts },
      { kind: 'heading', text: count === 1 ? 'Your ticket' : 'Your tickets' },
      {
        kind: 'tickets',
        tickets: tickets.map((ticket, index) => ({
          title: count === 1 ? ticket.typeName : `${ticket.typeName} · ${index + 1} of ${count}`,
          holder: ticket.holder,
          qrContentId: qrContentId(index),
          qrAlt: `QR code of ticket ${index + 1}`,
          href: ticketUrl(ticket.code),
        })),
      },
      { kind: 'heading', text: 'Your order' },
      {
        kind: 'facts',
        facts: [
          { label: 'Order reference', value: orderId },
          { label: 'Amount paid', value: amountPaid(facts) },
        ],
      },
      { kind: 'text', text: refundText(facts), muted: true },
      {
        kind: 'text',
        text: 'Attached: the event for your calendar (.ics) and your tickets as a PDF to print.',
        muted: true,
      },
    ],
    footer: [
      `Sent by Ticketing Paradise because you bought tickets${facts.organiserName ? ` from ${facts.organiserName}` : ''}.`,
      `Order ${orderId}`,
    ],
  });

  const text = [
    `Thank you! Here ${count === 1 ? 'is your ticket' : `are your ${count} tickets`} for ${eventName}.`,
    '',
    ...(when ? [`When: ${when}`] : []),
    ...(facts.locationText ? [`Where: ${facts.locationText}`] : []),
    ...(mapUrl ? [`Map: ${mapUrl}`] : []),
    ...(facts.organiserName ? [`Organiser: ${facts.organiserName}`] : []),
    '',
    ...tickets.map(
      (ticket, index) =>
        `Ticket ${index + 1}: ${ticketUrl(ticket.code)} (${ticket.typeName}, ${ticket.holder})`,
    ),
    '',
    `Show each ticket's QR code at the door. Order reference: ${orderId}.`,
    `Amount paid: ${amountPaid(facts)}.`,
    '',
    refundText(facts),
  ].join('\n');

  const calendar = facts.startsAt
    ? eventIcs(
        {
          uid: `${facts.eventId}@ticketing-paradise`,
          name: eventName,
          startsAt: facts.startsAt,
          endsAt: facts.endsAt,
          timeZone: facts.timeZone,
          location: facts.locationText,
          url: ticketUrl(tickets[0]!.code),
        },
        now,
      )
    : undefined;
  const pdf = await ticketsPdf(facts, qrPngs);
  const attachments: MailAttachment[] = [
    ...qrPngs.map((content, index) => ({
      filename: `ticket-${index + 1}.png`,
      contentType: 'image/png',
      content,
      contentId: qrContentId(index),
    })),
    ...(calendar
      ? [
          {
            filename: 'event.ics',
            contentType: 'text/calendar; charset=utf-8',
            content: new TextEncoder().encode(calendar),
          },
        ]
      : []),
    { filename: `tickets-${orderId}.pdf`, contentType: 'application/pdf', content: pdf },
  ];
  return { subject: `Your tickets for ${eventName}`, text, html, attachments };
}
