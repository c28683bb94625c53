import type { Services } from '../common/services';
import type { TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { renderEmailHtml, type EmailFact } from '../email/email-layout';
import { sendLinkEmail } from '../email/link-email';
import { formatEventWhen } from '../email/event-when';
import { qrContentId } from '../tickets/ticket-email';
import { ticketQrPng } from '../tickets/ticket-qr';
import type { TicketTransferRecord } from './transfer-records';

type MailServices = Pick<Services, 'mailer' | 'publicBaseUrl'>;

function eventFacts(event: EventRecord, typeName: string): EmailFact[] {
  const when = formatEventWhen(event.startsAt, event.endsAt, event.timeZone);
  return [
    { label: 'Event', value: event.name },
    ...(when ? [{ label: 'When', value: when }] : []),
    ...(event.locationText ? [{ label: 'Where', value: event.locationText }] : []),
    { label: 'Ticket', value: typeName },
  ];
}

const factLines = (facts: EmailFact[]) => facts.map((fact) => `${fact.label}: ${fact.value}`);

/**
 * Tells the friend a ticket is theirs to claim. The link carries the claim token after `#`,
 * so it never reaches a server log; the transfer names the message, so it goes once.
 */
export async function sendTransferEmail(
  { mailer, publicBaseUrl }: MailServices,
  {
    transferId,
    token,
    transfer,
    ticket,
    event,
  }: {
    transferId: string;
    token: string;
    transfer: TicketTransferRecord;
    ticket: TicketRecord;
    event: EventRecord;
  },
): Promise<void> {
  const link = `${publicBaseUrl}/claim/${transferId}#${token}`;
  const subject = `A ticket for ${event.name} is waiting for you`;
  const opening = `Hello ${transfer.toName}, ${transfer.fromEmail} is giving you their ticket for ${event.name}.`;
  const how =
    'Claim it to get a ticket of your own with a new QR code; the one they had stops working at the door.';
  const facts = eventFacts(event, ticket.typeName);
  await sendLinkEmail(mailer, {
    to: transfer.toEmail,
    subject,
    paragraphs: [opening, how],
    facts,
    action: { label: 'Claim your ticket', href: link },
    ignoreNote: 'Not expecting this? Ignore this email: nothing happens unless you claim it.',
    onBehalfOf: transfer.fromEmail,
    idempotencyKey: `transfer_${transferId}`,
  });
}

/**
 * Sends the friend their new ticket as the buyer's email shows one: the event, and the ticket
 * with its holder, its QR code inline (the signed payload the door reads) and its link.
 */
export async function sendClaimedTicketEmail(
  { mailer, publicBaseUrl }: MailServices,
  {
    transferId,
    code,
    qrPayload,
    ticket,
    event,
  }: {
    transferId: string;
    code: string;
    qrPayload: string;
    ticket: TicketRecord;
    event: EventRecord;
  },
): Promise<void> {
  const link = `${publicBaseUrl}/tickets/${code}`;
  const subject = `Your ticket for ${event.name}`;
  const opening = 'The ticket is yours: show its QR code at the door.';
  const facts = eventFacts(event, ticket.typeName);
  const holder = ticket.holderName ? `${ticket.holderName} · ${ticket.email}` : ticket.email;
  const html = await renderEmailHtml({
    preview: opening,
    title: subject,
    blocks: [
      { kind: 'text', text: opening },
      { kind: 'heading', text: 'The event' },
      // The ticket's type heads its card below.
      { kind: 'facts', facts: facts.filter((fact) => fact.label !== 'Ticket') },
      { kind: 'heading', text: 'Your ticket' },
      {
        kind: 'tickets',
        tickets: [
          {
            title: ticket.typeName,
            holder,
            qrContentId: qrContentId(0),
            qrAlt: 'QR code of your ticket',
            href: link,
          },
        ],
      },
    ],
    footer: ['Sent by Ticketing Paradise about the ticket you claimed.'],
  });
  await mailer.send({
    to: ticket.email,
    subject,
    text: [opening, '', ...factLines(facts), `Holder: ${holder}`, '', `Your ticket: ${link}`].join(
      '\n',
    ),
    html,
    attachments: [
      {
        filename: 'ticket.png',
        contentType: 'image/png',
        content: await ticketQrPng(qrPayload),
        contentId: qrContentId(0),
      },
    ],
    idempotencyKey: `transfer_claimed_${transferId}`,
  });
}
