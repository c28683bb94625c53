import { googleCalendarUrl } from '../../contract/calendar';
import { walletPaths } from '../../contract/wallet';
import { escapeHtml } from '../../domain/escape-html';
import type { MailMessage } from '../../ports/mailer';
import { renderEmailHtml, type EmailBlock } from '../email/email-layout';
import { formatEventWhen, venueMapUrl } from '../email/event-when';
import type { EventFacts } from '../tickets/event-facts';
import { calendarFile, eventFactRows, inlineQrLimit, qrContentId } from '../tickets/ticket-email';
import { ticketQrPng } from '../tickets/ticket-qr';
import { reminderSubject, reminderWhen } from './reminder-when';

/** What every holder's reminder of an event says alike. */
export type ReminderFacts = EventFacts & {
  /** The start the reminder is for: it names the day and the time. */
  startsAt: string;
  publicBaseUrl: string;
  /** The organiser's note, as written. */
  note?: string;
  /** The wallets whose buttons each ticket gets: those the platform configured. */
  wallets: { apple: boolean; google: boolean };
};

/** One ticket of a holder, as the reminder shows it. */
export type ReminderTicket = { code: string; typeName: string; holder: string; qrPayload: string };

export type ReminderEmail = Pick<MailMessage, 'subject' | 'text' | 'html' | 'attachments'>;

/**
 * Stands in the drawn HTML for each ticket's own words and links: the layout is drawn once per
 * number of tickets a holder has (MJML takes tens of milliseconds a draw), then each holder's
 * are put in. Letters and digits only, so escaping and MJML leave them as they are.
 */
const slot = (index: number, part: 'title' | 'holder' | 'line') => `tpslot${index}${part}`;
const slotUrl = (index: number, part: 'ticket' | 'apple' | 'google') =>
  `https://slot.invalid/${index}/${part}`;

const titleOf = (ticket: ReminderTicket, index: number, count: number) =>
  count === 1 ? ticket.typeName : `${ticket.typeName} · ${index + 1} of ${count}`;

function intro(facts: ReminderFacts, count: number, now: Date): string {
  const when = reminderWhen(facts.startsAt, facts.timeZone, now);
  return `A reminder: ${facts.eventName} is ${when}. ${count === 1 ? 'Here is your ticket' : `Here are your ${count} tickets`}: show ${count === 1 ? 'its' : "each ticket's"} QR code at the door.`;
}

function calendarUrl(facts: ReminderFacts) {
  return googleCalendarUrl({
    uid: `${facts.eventId}@ticketing-paradise`,
    name: facts.eventName,
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
    timeZone: facts.timeZone,
    location: facts.locationText,
    url: `${facts.publicBaseUrl}/event/${facts.eventId}`,
  });
}

/** The HTML of a holder of `count` tickets, with slots for each ticket's words and links. */
function drawTemplate(facts: ReminderFacts, count: number, now: Date): Promise<string> {
  const when = formatEventWhen(facts.startsAt, facts.endsAt, facts.timeZone);
  const mapUrl = venueMapUrl(facts.locationText, facts.location);
  const indexes = Array.from({ length: count }, (_, index) => index);
  const walletLinks = (index: number) => [
    ...(facts.wallets.apple
      ? [{ label: 'Add to Apple Wallet', href: slotUrl(index, 'apple') }]
      : []),
    ...(facts.wallets.google
      ? [{ label: 'Save to Google Wallet', href: slotUrl(index, 'google') }]
      : []),
  ];
  const linked = indexes.slice(inlineQrLimit);
  const blocks: EmailBlock[] = [
    { kind: 'text', text: intro(facts, count, now) },
    ...(facts.note
      ? [
          { kind: 'heading' as const, text: 'From the organiser' },
          { kind: 'linked-text' as const, text: facts.note },
        ]
      : []),
    { kind: 'heading', text: 'The event' },
    {
      kind: 'facts',
      facts: [
        ...eventFactRows(facts, when, mapUrl),
        {
          label: 'Calendar',
          value: 'The event is attached (event.ics)',
          href: calendarUrl(facts),
          linkText: 'Add to Google Calendar',
        },
      ],
    },
    { kind: 'heading', text: count === 1 ? 'Your ticket' : 'Your tickets' },
    {
      kind: 'tickets',
      tickets: indexes.slice(0, inlineQrLimit).map((index) => ({
        title: slot(index, 'title'),
        holder: slot(index, 'holder'),
        qrContentId: qrContentId(index),
        qrAlt: `QR code of ticket ${index + 1}`,
        href: slotUrl(index, 'ticket'),
        links: walletLinks(index),
      })),
    },
    ...(linked.length > 0
      ? [
          {
            kind: 'facts' as const,
            facts: linked.map((index) => ({
              label: `Ticket ${index + 1}`,
              value: slot(index, 'line'),
              href: slotUrl(index, 'ticket'),
              linkText: 'Open this ticket',
            })),
          },
        ]
      : []),
  ];
  return renderEmailHtml({
    preview: `${count === 1 ? 'Your ticket' : `Your ${count} tickets`}, the time and the place`,
    title: `${facts.eventName} is ${reminderWhen(facts.startsAt, facts.timeZone, now)}`,
    blocks,
    footer: [
      `Sent by Ticketing Paradise because you have tickets for ${facts.eventName}${facts.organiserName ? ` from ${facts.organiserName}` : ''}.`,
    ],
  });
}

/** A holder's tickets put into the drawn slots, each value escaped as the layout escapes it. */
function fillTemplate(template: string, facts: ReminderFacts, tickets: ReminderTicket[]): string {
  let html = template;
  const put = (placeholder: string, value: string) => {
    html = html.split(placeholder).join(escapeHtml(value));
  };
  const base = facts.publicBaseUrl;
  tickets.forEach((ticket, index) => {
    put(slot(index, 'title'), titleOf(ticket, index, tickets.length));
    put(slot(index, 'holder'), ticket.holder);
    put(slot(index, 'line'), `${ticket.typeName}, ${ticket.holder}`);
    put(slotUrl(index, 'ticket'), `${base}/tickets/${ticket.code}`);
    put(slotUrl(index, 'apple'), `${base}${walletPaths.apple(ticket.code)}`);
    put(slotUrl(index, 'google'), `${base}${walletPaths.google(ticket.code)}`);
  });
  return html;
}

function reminderText(facts: ReminderFacts, tickets: ReminderTicket[], now: Date): string {
  const when = formatEventWhen(facts.startsAt, facts.endsAt, facts.timeZone);
  const mapUrl = venueMapUrl(facts.locationText, facts.location);
  const base = facts.publicBaseUrl;
  return [
    intro(facts, tickets.length, now),
    ...(facts.note ? ['', 'From the organiser:', facts.note] : []),
    '',
    ...(when ? [`When: ${when}`] : []),
    ...(facts.locationText ? [`Where: ${facts.locationText}`] : []),
    ...(mapUrl ? [`Map: ${mapUrl}`] : []),
    ...(facts.organiserName ? [`Organiser: ${facts.organiserName}`] : []),
    `Add to Google Calendar: ${calendarUrl(facts)} (the event is attached too, event.ics)`,
    '',
    ...tickets.flatMap((ticket, index) => [
      `Ticket ${index + 1}: ${base}/tickets/${ticket.code} (${ticket.typeName}, ${ticket.holder})`,
      ...(facts.wallets.apple
        ? [`  Add to Apple Wallet: ${base}${walletPaths.apple(ticket.code)}`]
        : []),
      ...(facts.wallets.google
        ? [`  Save to Google Wallet: ${base}${walletPaths.google(ticket.code)}`]
        : []),
    ]),
  ].join('\n');
}

/**
 * An event's reminder (issue 39): the day and time in the event's zone, the organiser's note,
 * the venue and its map, Add to calendar (a link, and the `.ics` attached), then each of the
 * holder's tickets with its QR code inline (as the tickets email shows them) and its wallet
 * buttons where the platform has them. Returns how one holder's email is made: the layout is
 * drawn once per number of tickets, not once per holder.
 */
export function reminderComposer(
  facts: ReminderFacts,
  now: Date,
): (tickets: ReminderTicket[]) => Promise<ReminderEmail> {
  const templates = new Map<number, Promise<string>>();
  const subject = reminderSubject(facts.eventName, facts.startsAt, facts.timeZone, now);
  return async (tickets) => {
    const count = tickets.length;
    let template = templates.get(count);
    if (!template) {
      template = drawTemplate(facts, count, now);
      templates.set(count, template);
    }
    const qrPngs = await Promise.all(
      tickets.slice(0, inlineQrLimit).map((ticket) => ticketQrPng(ticket.qrPayload)),
    );
    const first = tickets[0];
    return {
      subject,
      text: reminderText(facts, tickets, now),
      html: fillTemplate(await template, facts, tickets),
      attachments: [
        ...qrPngs.map((content, index) => ({
          filename: `ticket-${index + 1}.png`,
          contentType: 'image/png',
          content,
          contentId: qrContentId(index),
        })),
        ...calendarFile(facts, `${facts.publicBaseUrl}/tickets/${first?.code ?? ''}`, now),
      ],
    };
  };
}
