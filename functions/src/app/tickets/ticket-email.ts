import { eventIcs } from '../../contract/calendar';
import { formatMinorUnits } from '../../contract/money';
import type { OrderDocumentLink } from '../../contract/order-documents';
import type { MailAttachment, MailMessage } from '../../ports/mailer';
import { renderEmailHtml, type EmailFact } from '../email/email-layout';
import { formatEventWhen, venueMapUrl } from '../email/event-when';
import { renderTicketsPdf } from './ticket-pdf';
import { ticketQrPng } from './ticket-qr';
import type { EventFacts } from './event-facts';

/** Everything the ticket email tells, gathered by the sender (send-tickets-email.ts). */
export type TicketEmailFacts = EventFacts & {
  orderId: string;
  amount: number;
  currency: string;
  /** The promo code the order used and what it took off, in minor units. */
  promo?: { code: string; discount: number };
  tickets: { code: string; typeName: string; holder: string; qrPayload: string }[];
  publicBaseUrl: string;
  /** The order's receipt or tax invoice (its link opens it without a sign-in); free orders have none. */
  receipt?: OrderDocumentLink;
  /**
   * Sent to someone holding tickets of another's order (Lost your tickets?): the email leaves
   * out what the buyer paid and does not thank them for buying.
   */
  forHolder?: boolean;
};

export const qrContentId = (index: number) => `ticket-qr-${index + 1}@ticketing-paradise`;

function amountPaid({ amount, currency, promo }: TicketEmailFacts): string {
  const paid = amount > 0 ? `${formatMinorUnits(amount)} ${currency}` : 'Free';
  if (!promo) return paid;
  return `${paid} (promo code ${promo.code}: ${formatMinorUnits(promo.discount)} ${currency} off)`;
}

function refundText(facts: TicketEmailFacts): string {
  const organiser = facts.organiserName ?? 'the organiser';
  return (
    `Refunds: ask ${organiser}, who can refund your order; the money goes back in full to the card you paid with. ` +
    'If the event is cancelled, you are refunded automatically and we email you.'
  );
}

/** The buyer's receipt, to download: never in an email to someone holding the buyer's tickets. */
function receiptFacts({ receipt, forHolder }: TicketEmailFacts): EmailFact[] {
  if (!receipt || forHolder) return [];
  return [
    { label: receipt.title, value: receipt.number, href: receipt.url, linkText: 'Download (PDF)' },
  ];
}

/** The order's tickets to print (see ticket-pdf.ts); `qrPngs` where the caller drew them already. */
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
 * QR codes shown inline, at most: each is an image and a bordered block, and the whole
 * message must fit the `mail` collection's 1 MiB document. Tickets past it are links.
 */
export const inlineQrLimit = 40;

/** What the message may weigh as stored (text, HTML and base64 attachments), under 1 MiB. */
export const mailSizeBudget = 900_000;

const storedSize = (attachments: MailAttachment[]) =>
  attachments.reduce((sum, { content }) => sum + Math.ceil(content.length / 3) * 4, 0);

/** What the HTML and the text both say beyond the facts, worked out once. */
type Rendered = {
  when?: string;
  mapUrl?: string;
  ticketUrl: (code: string) => string;
  /** What is attached, and where to print the tickets when their PDF is not. */
  note: string;
};

function attachedNote(ics: boolean, pdf: boolean): string {
  const parts = [
    ics ? 'the event for your calendar (.ics)' : '',
    pdf ? 'your tickets as a PDF to print' : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const print = pdf ? '' : 'To print your tickets, download their PDF from My tickets.';
  return [parts ? `Attached: ${parts}.` : '', print].filter(Boolean).join(' ');
}

/** The event as a ticket's emails tell it: name, when, where with a map, who organises it. */
export function eventFactRows(
  facts: Pick<EventFacts, 'eventName' | 'locationText' | 'organiserName'>,
  when: string | undefined,
  mapUrl: string | undefined,
): EmailFact[] {
  return [
    { label: 'Event', value: facts.eventName },
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
}

function ticketEmailHtml(facts: TicketEmailFacts, { when, mapUrl, ticketUrl, note }: Rendered) {
  const { eventName, orderId, tickets } = facts;
  const count = tickets.length;
  const eventFacts = eventFactRows(facts, when, mapUrl);
  const titleOf = (typeName: string, index: number) =>
    count === 1 ? typeName : `${typeName} · ${index + 1} of ${count}`;
  const linked = tickets.slice(inlineQrLimit);
  return renderEmailHtml({
    preview: `${count === 1 ? 'Your ticket' : `Your ${count} tickets`} for ${eventName}${when ? `, ${when}` : ''}`,
    title: `${count === 1 ? 'Your ticket' : 'Your tickets'} for ${eventName}`,
    blocks: [
      {
        kind: 'text',
        text: `${facts.forHolder ? '' : 'Thank you! '}Here ${count === 1 ? 'is your ticket' : `are your ${count} tickets`} for ${eventName}. Show ${count === 1 ? 'its' : "each ticket's"} QR code at the door.`,
      },
      { kind: 'heading', text: 'The event' },
      { kind: 'facts', facts: eventFacts },
      { kind: 'heading', text: count === 1 ? 'Your ticket' : 'Your tickets' },
      {
        kind: 'tickets',
        tickets: tickets.slice(0, inlineQrLimit).map((ticket, index) => ({
          title: titleOf(ticket.typeName, index),
          holder: ticket.holder,
          qrContentId: qrContentId(index),
          qrAlt: `QR code of ticket ${index + 1}`,
          href: ticketUrl(ticket.code),
        })),
      },
      ...(linked.length > 0
        ? [
            {
              kind: 'facts' as const,
              facts: linked.map((ticket, offset) => ({
                label: `Ticket ${inlineQrLimit + offset + 1}`,
                value: `${ticket.typeName}, ${ticket.holder}`,
                href: ticketUrl(ticket.code),
                linkText: 'Open this ticket',
              })),
            },
          ]
        : []),
      { kind: 'heading', text: 'Your order' },
      {
        kind: 'facts',
        facts: [
          { label: 'Order reference', value: orderId },
          ...(facts.forHolder ? [] : [{ label: 'Amount paid', value: amountPaid(facts) }]),
          ...receiptFacts(facts),
        ],
      },
      { kind: 'text', text: refundText(facts), muted: true },
      ...(note ? [{ kind: 'text' as const, text: note, muted: true }] : []),
    ],
    footer: [
      `Sent by Ticketing Paradise because you ${facts.forHolder ? 'hold' : 'bought'} tickets${facts.organiserName ? ` from ${facts.organiserName}` : ''}.`,
      `Order ${orderId}`,
    ],
  });
}

function ticketEmailText(facts: TicketEmailFacts, { when, mapUrl, ticketUrl, note }: Rendered) {
  const { eventName, orderId, tickets } = facts;
  const count = tickets.length;
  return [
    `${facts.forHolder ? '' : 'Thank you! '}Here ${count === 1 ? 'is your ticket' : `are your ${count} tickets`} for ${eventName}.`,
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
    `Show ${count === 1 ? 'its' : "each ticket's"} QR code at the door. Order reference: ${orderId}.`,
    ...(facts.forHolder ? [] : [`Amount paid: ${amountPaid(facts)}.`]),
    ...receiptFacts(facts).map(({ label, value, href }) => `${label} ${value}: ${href}`),
    '',
    refundText(facts),
    ...(note ? ['', note] : []),
  ].join('\n');
}

/** The event as an `.ics` attachment, the entry its tickets' emails always name. */
export function calendarFile(facts: EventFacts, ticketUrl: string, now: Date): MailAttachment[] {
  if (!facts.startsAt) return [];
  const ics = eventIcs(
    {
      uid: `${facts.eventId}@ticketing-paradise`,
      name: facts.eventName,
      startsAt: facts.startsAt,
      endsAt: facts.endsAt,
      timeZone: facts.timeZone,
      location: facts.locationText,
      url: ticketUrl,
      sequence: facts.calendarSequence,
    },
    now,
  );
  return [
    {
      filename: 'event.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: new TextEncoder().encode(ics),
    },
  ];
}

/**
 * The email a buyer gets for a paid order (issue 23): the event, each ticket with its QR code
 * inline, the order, how refunds work and who organises it; with the event as an `.ics` file
 * and the tickets as a PDF, unless a large order's PDF would not fit the message (then My
 * tickets has it). Pure apart from drawing images: tests render it whole.
 */
export async function ticketEmail(
  facts: TicketEmailFacts,
  now: Date,
): Promise<Pick<MailMessage, 'subject' | 'text' | 'html' | 'attachments'>> {
  const shared = {
    when: formatEventWhen(facts.startsAt, facts.endsAt, facts.timeZone),
    mapUrl: venueMapUrl(facts.locationText, facts.location),
    ticketUrl: (code: string) => `${facts.publicBaseUrl}/tickets/${code}`,
  };
  const qrPngs = await Promise.all(facts.tickets.map((ticket) => ticketQrPng(ticket.qrPayload)));
  const inline: MailAttachment[] = qrPngs.slice(0, inlineQrLimit).map((content, index) => ({
    filename: `ticket-${index + 1}.png`,
    contentType: 'image/png',
    content,
    contentId: qrContentId(index),
  }));
  const calendar = calendarFile(facts, shared.ticketUrl(facts.tickets[0]!.code), now);
  const pdf: MailAttachment = {
    filename: `tickets-${facts.orderId}.pdf`,
    contentType: 'application/pdf',
    content: await ticketsPdf(facts, qrPngs),
  };

  const compose = async (withPdf: boolean) => {
    const rendered: Rendered = { ...shared, note: attachedNote(calendar.length > 0, withPdf) };
    const html = await ticketEmailHtml(facts, rendered);
    const text = ticketEmailText(facts, rendered);
    const attachments = [...inline, ...calendar, ...(withPdf ? [pdf] : [])];
    return { subject: `Your tickets for ${facts.eventName}`, text, html, attachments };
  };
  const full = await compose(true);
  const size = full.html.length + full.text.length + storedSize(full.attachments);
  return size <= mailSizeBudget ? full : compose(false);
}
