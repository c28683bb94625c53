import { formatMinorUnits } from '../../contract/money';
import { escapeHtml } from '../../domain/escape-html';
import type { EventFacts } from '../../domain/event-change';
import type { ExistingDoc } from '../../ports/doc-store';
import { renderEmailHtml, type EmailFact } from '../email/email-layout';
import { formatEventWhen, venueMapUrl } from '../email/event-when';
import { linkProof } from '../mailings/link-proof';
import type { MailingKind } from '../mailings/mailing-kind';
import type { MailingRecord } from '../mailings/mailing-records';
import { calendarFile } from '../tickets/ticket-email';
import { changeRecipients, type ChangeRecipient } from './event-change-recipients';
import type { EventChangeContent } from './event-change-records';

/** Stands in the drawn email for each recipient's own tickets and refund links. */
const recipientPlaceholder = 'TP-RECIPIENT-PART';

const contentOf = (mailing: ExistingDoc<MailingRecord>) =>
  mailing.data.content as EventChangeContent;

const when = (facts: EventFacts) =>
  formatEventWhen(facts.startsAt, facts.endsAt, facts.timeZone) ?? 'to be announced';
const where = (facts: EventFacts) => facts.locationText ?? 'to be announced';

function subjectOf({ eventName, changes }: EventChangeContent): string {
  const what =
    changes.length === 2
      ? 'a new time and place'
      : changes[0] === 'when'
        ? 'a new time'
        : 'a new place';
  return `Changed: ${eventName} has ${what}`;
}

/** What was and what is, for each fact that changed. */
function changedFacts({ before, after, changes }: EventChangeContent): EmailFact[] {
  const facts: EmailFact[] = [];
  if (changes.includes('when')) {
    facts.push(
      { label: 'When (before)', value: when(before) },
      { label: 'When (now)', value: when(after) },
    );
  }
  if (changes.includes('where')) {
    const map = venueMapUrl(after.locationText, after.location);
    facts.push(
      { label: 'Where (before)', value: where(before) },
      { label: 'Where (now)', value: where(after), ...(map ? { href: map, linkText: 'Map' } : {}) },
    );
  }
  return facts;
}

/** The refund link of one order: its proof under the mailing's secret. */
export function refundOfferUrl(
  baseUrl: string,
  mailingId: string,
  secret: string,
  orderId: string,
) {
  return `${baseUrl}/refund/${encodeURIComponent(mailingId)}/${encodeURIComponent(orderId)}?t=${linkProof(secret, orderId)}`;
}

type Line = { text: string; href?: string; label?: string };

/** One recipient's own part: their tickets, and their orders' refund links where offered. */
function recipientLines(
  recipient: ChangeRecipient,
  content: EventChangeContent,
  baseUrl: string,
  mailingId: string,
): Line[] {
  const lines: Line[] = recipient.tickets.map((code, index) => ({
    text: recipient.tickets.length === 1 ? 'Your ticket' : `Ticket ${index + 1}`,
    href: `${baseUrl}/tickets/${code}`,
    label: 'Open',
  }));
  const offer = content.refundOffer;
  if (!offer) return lines;
  const until = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeZone: content.after.timeZone ?? 'UTC',
  }).format(new Date(offer.until));
  for (const order of recipient.orders) {
    const amount = `${formatMinorUnits(order.amount)} ${order.currency}`;
    lines.push({
      text: `Cannot come at the new time? You may have order ${order.id} refunded in full (${amount}) until ${until}.`,
      href: refundOfferUrl(baseUrl, mailingId, offer.secret, order.id),
      label: `Refund order ${order.id}`,
    });
  }
  if (recipient.orders.length === 0) {
    lines.push({
      text: 'Whoever bought your ticket may have it refunded through their own email.',
    });
  }
  return lines;
}

function linesHtml(lines: Line[]): string {
  return lines
    .map(({ text, href, label }) =>
      href
        ? `${escapeHtml(text)} <a class="tp-link" href="${escapeHtml(href)}" style="color:#6b2fd6;font-weight:600;">${escapeHtml(label ?? href)}</a>`
        : escapeHtml(text),
    )
    .join('<br /><br />');
}

const linesText = (lines: Line[]) =>
  lines.map(({ text, href }) => (href ? `${text} ${href}` : text)).join('\n');

/**
 * "Event changed" (issue 39): what was and what is, each recipient's ticket links and, when the
 * start moved far, each of their paid orders' refund link; the event as a fresh `.ics` with
 * the same UID and a higher SEQUENCE, so calendars move the entry. Drawn once, each
 * recipient's part put in its place.
 */
export const eventChangeMailing: MailingKind = {
  async recipients({ docs }, mailing) {
    return { recipients: await changeRecipients(docs, mailing.data.eventId), skipped: 0 };
  },
  async composer({ publicBaseUrl, clock }, mailing) {
    const content = contentOf(mailing);
    const eventUrl = `${publicBaseUrl}/event/${mailing.data.eventId}`;
    const subject = subjectOf(content);
    const facts = changedFacts(content);
    const html = await renderEmailHtml({
      preview: `${content.eventName}: ${facts.map((fact) => `${fact.label} ${fact.value}`).join('; ')}`,
      title: subject.replace(/^Changed: /, ''),
      blocks: [
        {
          kind: 'text',
          text: `The organiser changed ${content.eventName}. Your tickets stay valid.`,
        },
        { kind: 'facts', facts },
        { kind: 'text', text: recipientPlaceholder },
        {
          kind: 'text',
          muted: true,
          text: 'The attached event.ics moves the entry in your calendar, if you added it before.',
        },
        { kind: 'button', label: 'See the event', href: eventUrl },
      ],
      footer: [`Sent by Ticketing Paradise because you have tickets for ${content.eventName}.`],
    });
    const calendar = calendarFile(
      {
        eventId: mailing.data.eventId,
        eventName: content.eventName,
        ...content.after,
        calendarSequence: content.sequence,
      },
      eventUrl,
      clock.now(),
    );
    const text = [
      `The organiser changed ${content.eventName}. Your tickets stay valid.`,
      '',
      ...facts.map((fact) => `${fact.label}: ${fact.value}`),
      '',
    ].join('\n');
    return async (recipient) => {
      const lines = recipientLines(
        recipient as ChangeRecipient,
        content,
        publicBaseUrl,
        mailing.id,
      );
      return {
        subject,
        text: `${text}${linesText(lines)}\n\nThe attached event.ics moves the entry in your calendar.\n${eventUrl}`,
        html: html.replace(recipientPlaceholder, linesHtml(lines)),
        attachments: calendar,
      };
    };
  },
};
