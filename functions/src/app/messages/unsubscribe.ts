import type { UnsubscribeLink } from '../../contract/messages';
import { paths } from '../../paths';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import type { MailingRecord } from '../mailings/mailing-records';
import type { OrganisationRecord } from '../organisations/organisation-records';
import type { MessageContent } from './message-records';
import { isLinkProof } from '../mailings/link-proof';

const invalidLink = () => new AppError('not_found', 'This unsubscribe link is not valid');

/** The organisation a valid link unsubscribes from, or 404 for a link that is not valid. */
async function linkedOrganisation(
  docs: UseCaseOptions<'docs'>['services']['docs'],
  link: UnsubscribeLink,
) {
  const mailing = (await docs.get<MailingRecord>(paths.mailing(link.m))).data;
  const secret = (mailing?.content as MessageContent | undefined)?.unsubscribeSecret;
  if (!mailing?.orgId || !secret || !isLinkProof(secret, link.r, link.t)) throw invalidLink();
  const organisation = (await docs.get<OrganisationRecord>(paths.organisation(mailing.orgId))).data;
  return { orgId: mailing.orgId, name: organisation?.name ?? 'The organiser' };
}

/** `GET /api/unsubscribe?m&r&t`: who the link unsubscribes from, and whether it did already. */
export async function describeUnsubscribe({
  services: { docs },
  link,
}: UseCaseOptions<'docs', { link: UnsubscribeLink }>) {
  const { orgId, name } = await linkedOrganisation(docs, link);
  const done = (await docs.get(paths.unsubscribe(orgId, link.r))).data !== undefined;
  return { organisation: name, unsubscribed: done };
}

/**
 * `POST /api/unsubscribe?m&r&t` (RFC 8058's one-click POST, and the page's button): the
 * address gets no more promotional messages from the organisation. Idempotent; service
 * messages (changes, reminders, tickets) still go.
 */
export async function unsubscribe({
  services: { docs, clock },
  link,
}: UseCaseOptions<'docs' | 'clock', { link: UnsubscribeLink }>) {
  const { orgId, name } = await linkedOrganisation(docs, link);
  await docs.set(paths.unsubscribe(orgId, link.r), {
    unsubscribedAt: clock.now().toISOString(),
    mailingId: link.m,
  });
  return { organisation: name, unsubscribed: true };
}
