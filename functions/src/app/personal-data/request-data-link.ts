import {
  dataLinkLifetimeHours,
  dataLinkRequestMessage,
  type DataLinkRequestAnswer,
} from '../../contract/personal-data';
import { paths } from '../../paths';
import { expiryTime } from '../../ports/doc-store';
import { hashLinkSecret, newLinkSecret } from '../common/link-secret';
import type { UseCaseOptions } from '../common/use-case-options';
import { limitEmailedRequests } from '../email/emailed-request-limits';
import { sendLinkEmail } from '../email/link-email';
import { collectPersonalData } from './collect-personal-data';
import { holdsAnything } from './data-link-summary';

const hourSeconds = 3600;

/**
 * A buyer without an account asks for their data by email (issue 43): when we hold anything
 * about the address, a link to it goes to that address (random, 256 bits, stored only as its
 * hash, working for 24 hours by the clock the code reads). The answer is the same whether or
 * not we hold anything, and both limits count every request, so nothing tells who bought.
 */
export async function requestDataLink({
  services,
  email,
  clientKey,
}: UseCaseOptions<
  'docs' | 'clock' | 'mailer' | 'publicBaseUrl',
  { email: string; clientKey: string }
>): Promise<DataLinkRequestAnswer> {
  const { docs, clock, mailer, publicBaseUrl } = services;
  await limitEmailedRequests({ services, kind: 'data-link', email, clientKey });

  const data = await collectPersonalData({ services, subject: { email } });
  if (!holdsAnything(data)) return { message: dataLinkRequestMessage };

  const now = clock.now();
  const expiresAt = new Date(now.getTime() + dataLinkLifetimeHours * hourSeconds * 1000);
  const linkId = docs.newId();
  const token = newLinkSecret();
  // A new random id: `set` makes it (a TTL field is written with `set`, never `create`).
  await docs.set(paths.dataLink(linkId), {
    email,
    tokenHash: hashLinkSecret(token),
    createdAt: now.toISOString(),
    expiresAt: expiryTime(expiresAt),
  });
  await sendLinkEmail(mailer, {
    to: email,
    subject: 'Your data at Ticketing Paradise',
    paragraphs: [
      `We were asked to show what we keep about ${email}: your orders, tickets, answers and more.`,
      `Open the link to see it in short and download it as a file. It works for ${dataLinkLifetimeHours} hours.`,
    ],
    action: { label: 'See my data', href: `${publicBaseUrl}/my-data/${linkId}#${token}` },
    ignoreNote:
      'Did not ask? Ignore this email: nobody sees your data without this link, and it stops working after a day.',
    onBehalfOf: 'the person who asked on our website for this address’s data',
    idempotencyKey: `data_link_${linkId}`,
  });
  return { message: dataLinkRequestMessage };
}
