import { formatMinorUnits } from '../../contract/money';
import type { Services } from '../common/services';
import { renderEmailHtml, type EmailBlock } from '../email/email-layout';

type MailServices = Pick<Services, 'mailer' | 'publicBaseUrl'>;

/** Where an entry's emailed links go: the secret in the fragment, never sent to a server log. */
export const entryLink = (
  publicBaseUrl: string,
  entry: { eventId: string; typeId: string; entryId: string; token: string },
) =>
  `${publicBaseUrl}/waiting-list/${entry.eventId}/${entry.typeId}/${entry.entryId}#${entry.token}`;

type EntryMail = {
  eventId: string;
  typeId: string;
  entryId: string;
  token: string;
  email: string;
  eventName: string;
  typeName: string;
};

/**
 * One of the list's emails: its opening, then `blocks`, over the list's footer; the plain
 * text is the opening and then `lines`.
 */
async function sendListEmail(
  mailer: Services['mailer'],
  mail: {
    to: string;
    subject: string;
    opening: string;
    blocks?: EmailBlock[];
    lines?: string[];
    idempotencyKey: string;
  },
): Promise<void> {
  const { to, subject, opening, blocks = [], lines = [], idempotencyKey } = mail;
  const html = await renderEmailHtml({
    preview: opening,
    title: subject,
    blocks: [{ kind: 'text', text: opening }, ...blocks],
    footer: ['Sent by Ticketing Paradise because this email joined a waiting list.'],
  });
  await mailer.send({
    to,
    subject,
    text: lines.length > 0 ? [opening, '', ...lines].join('\n') : opening,
    html,
    idempotencyKey,
  });
}

/** Joined (or joined again): the place is kept, and the link leaves the list. */
export async function sendJoinedEmail(
  { mailer, publicBaseUrl }: MailServices,
  entry: EntryMail & { quantity: number; createdAt: string },
): Promise<void> {
  const link = entryLink(publicBaseUrl, entry);
  const subject = `You are on the waiting list for ${entry.eventName}`;
  const opening = `You are on the waiting list for ${entry.quantity} × ${entry.typeName} at ${entry.eventName}. When tickets come back, the first in line are offered them by email, and the offer holds them for a while.`;
  await sendListEmail(mailer, {
    to: entry.email,
    subject,
    opening,
    blocks: [{ kind: 'button', label: 'See my place or leave the list', href: link }],
    lines: [`See your place or leave the list: ${link}`],
    idempotencyKey: `waitlist_joined_${entry.entryId}_${entry.createdAt}`,
  });
}

/** Tickets are offered: the link buys them until the offer's time runs out. */
export async function sendOfferEmail(
  { mailer, publicBaseUrl }: MailServices,
  offer: EntryMail & { quantity: number; expiresAt: string; unitPrice: number; currency: string },
): Promise<void> {
  const link = entryLink(publicBaseUrl, offer);
  const until = new Date(offer.expiresAt).toUTCString();
  const subject = `Tickets for ${offer.eventName} are yours to buy`;
  const opening = `${offer.quantity} × ${offer.typeName} for ${offer.eventName} came back, and they are held for you until ${until}. After that they go to the next person in line.`;
  const price = `${formatMinorUnits(offer.unitPrice)} ${offer.currency} a ticket`;
  await sendListEmail(mailer, {
    to: offer.email,
    subject,
    opening,
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: 'Tickets', value: `${offer.quantity} × ${offer.typeName}` },
          { label: 'Price', value: price },
          { label: 'Held until', value: until },
        ],
      },
      { kind: 'button', label: 'Buy my tickets', href: link },
    ],
    lines: [`Price: ${price}.`, `Buy them: ${link}`],
    idempotencyKey: `waitlist_offer_${offer.entryId}_${offer.expiresAt}`,
  });
}

/** The organiser closed the list: no offer will come. */
export async function sendClosedEmail(
  { mailer }: MailServices,
  entry: Omit<EntryMail, 'token'>,
): Promise<void> {
  const subject = `The waiting list for ${entry.eventName} is closed`;
  const opening = `The organiser of ${entry.eventName} closed the waiting list for ${entry.typeName}: no more tickets will be offered from it. Sorry.`;
  await sendListEmail(mailer, {
    to: entry.email,
    subject,
    opening,
    idempotencyKey: `waitlist_closed_${entry.eventId}_${entry.typeId}_${entry.entryId}`,
  });
}
