import { audienceReasons } from '../../contract/messages';
import { paths } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import { renderEmailHtml } from '../email/email-layout';
import type { EventRecord } from '../events/event-records';
import type { MailingKind, RecipientEmail } from '../mailings/mailing-kind';
import type { MailingRecord, MailingRecipient } from '../mailings/mailing-records';
import { recipientKeyOf } from '../mailings/recipient-key';
import type { OrganisationRecord } from '../organisations/organisation-records';
import { audienceRecipients } from './message-audience';
import type { MessageContent } from './message-records';
import { linkProof } from '../mailings/link-proof';

/** Stands in the drawn email for each recipient's own unsubscribe link. */
const linkPlaceholder = 'https://unsubscribe.invalid/recipient';

/** The addresses that unsubscribed from the organisation's promotional messages, by key. */
async function unsubscribedKeys(docs: Pick<DocStore, 'query'>, orgId: string | undefined) {
  if (!orgId) return new Set<string>();
  const entries = await docs.query({ collection: paths.unsubscribes(orgId) });
  return new Set(entries.map((entry) => entry.id));
}

/** Who sends it, as the small print names them: the organisation, else the platform's organiser. */
async function senderName(docs: DocStore, orgId: string | undefined): Promise<string> {
  if (!orgId) return 'The organiser';
  return (
    (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data?.name ?? 'The organiser'
  );
}

export type ComposedMessage = {
  /** One recipient's email; `unsubscribeUrl` for a promotional message. */
  emailFor: (unsubscribeUrl?: string) => RecipientEmail;
};

/**
 * An organiser's message as every recipient gets it, drawn once: the text as written (escaped,
 * addresses linked), who sent it and why this person gets it; a promotional one adds its
 * recipient's one-click unsubscribe (RFC 8058 headers and a link). Also what "send me a test"
 * sends.
 */
export async function composeMessage(
  docs: DocStore,
  baseUrl: string,
  mailing: Pick<MailingRecord, 'eventId' | 'orgId'> & { content: MessageContent },
): Promise<ComposedMessage> {
  const { content } = mailing;
  const [event, sender] = await Promise.all([
    docs.get<EventRecord>(paths.event(mailing.eventId)),
    senderName(docs, mailing.orgId),
  ]);
  const eventName = event.data?.name ?? 'this event';
  const eventUrl = `${baseUrl}/event/${mailing.eventId}`;
  const why = `${sender} sent this through Ticketing Paradise because ${audienceReasons[content.audience.kind]} ${eventName}.`;
  const html = await renderEmailHtml({
    preview: content.body.slice(0, 140),
    title: content.subject,
    blocks: [
      { kind: 'linked-text', text: content.body },
      { kind: 'button', label: 'See the event', href: eventUrl },
    ],
    footer: [why],
    footerLinks: content.promotional
      ? [{ label: `Unsubscribe from ${sender}'s news`, href: linkPlaceholder }]
      : [],
  });
  const text = `${content.body}\n\n${eventName}: ${eventUrl}\n\n${why}`;
  return {
    emailFor: (unsubscribeUrl) => {
      if (!content.promotional || !unsubscribeUrl) return { subject: content.subject, text, html };
      return {
        subject: content.subject,
        text: `${text}\nUnsubscribe from ${sender}'s news: ${unsubscribeUrl}`,
        html: html.split(linkPlaceholder).join(unsubscribeUrl.replace(/&/g, '&amp;')),
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl.replace('/unsubscribe?', '/api/unsubscribe?')}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    },
  };
}

/** The page a person unsubscribes on; the same query POSTed to /api/unsubscribe does it at once. */
function unsubscribeUrlOf(baseUrl: string, mailingId: string, secret: string, email: string) {
  const key = recipientKeyOf(email);
  const query = new URLSearchParams({ m: mailingId, r: key, t: linkProof(secret, key) });
  return `${baseUrl}/unsubscribe?${query.toString()}`;
}

const contentOf = (mailing: ExistingDoc<MailingRecord>) => mailing.data.content as MessageContent;

/** An organiser's message as a mailing (app/mailings): its audience now, its one email. */
export const messageMailing: MailingKind = {
  async recipients({ docs }, mailing) {
    const content = contentOf(mailing);
    const everyone = await audienceRecipients(docs, mailing.data.eventId, content.audience);
    if (!content.promotional) return { recipients: everyone, skipped: 0 };
    const unsubscribed = await unsubscribedKeys(docs, mailing.data.orgId);
    const recipients = everyone.filter((person) => !unsubscribed.has(recipientKeyOf(person.email)));
    return { recipients, skipped: everyone.length - recipients.length };
  },
  async composer({ docs, publicBaseUrl }, mailing) {
    const content = contentOf(mailing);
    const composed = await composeMessage(docs, publicBaseUrl, { ...mailing.data, content });
    return async (recipient: MailingRecipient) =>
      composed.emailFor(
        content.unsubscribeSecret
          ? unsubscribeUrlOf(publicBaseUrl, mailing.id, content.unsubscribeSecret, recipient.email)
          : undefined,
      );
  },
};
