import type { Mailer } from '../../ports/mailer';
import { renderEmailHtml, type EmailFact } from './email-layout';

/** An email that asks its reader to follow one link: a ticket to claim, an invitation. */
export type LinkEmail = {
  to: string;
  subject: string;
  /** The first is the preview too. */
  paragraphs: [string, ...string[]];
  facts?: EmailFact[];
  action: { label: string; href: string };
  /** What happens if the reader does nothing. */
  ignoreNote: string;
  /** Who had it sent, named in the footer. */
  onBehalfOf: string;
  idempotencyKey: string;
};

const factLines = (facts: EmailFact[]) => facts.map((fact) => `${fact.label}: ${fact.value}`);

/** Sends `email` as HTML (the shared layout) and as plain text. */
export async function sendLinkEmail(mailer: Mailer, email: LinkEmail): Promise<void> {
  const { paragraphs, facts, action } = email;
  const html = await renderEmailHtml({
    preview: paragraphs[0],
    title: email.subject,
    blocks: [
      ...paragraphs.map((text) => ({ kind: 'text' as const, text })),
      ...(facts ? [{ kind: 'facts' as const, facts }] : []),
      { kind: 'button', label: action.label, href: action.href },
      { kind: 'text', muted: true, text: email.ignoreNote },
    ],
    footer: [`Sent by Ticketing Paradise on behalf of ${email.onBehalfOf}.`],
  });
  await mailer.send({
    to: email.to,
    subject: email.subject,
    text: [
      ...paragraphs.flatMap((text) => [text, '']),
      ...(facts ? [...factLines(facts), ''] : []),
      `${action.label}: ${action.href}`,
    ].join('\n'),
    html,
    idempotencyKey: email.idempotencyKey,
  });
}
