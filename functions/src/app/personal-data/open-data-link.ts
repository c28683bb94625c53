import { dataLinkLifetimeHours } from '../../contract/personal-data';
import { paths } from '../../paths';
import { AppError } from '../common/app-error';
import { matchesLinkSecret } from '../common/link-secret';
import type { UseCaseOptions } from '../common/use-case-options';
import type { DataLinkRecord } from './data-link-records';

/** The address an emailed data link opens, and until when. */
export type OpenedDataLink = { linkId: string; email: string; expiresAt: string };

const unknownLink = () =>
  new AppError('not_found', 'This link does not work. Check that you opened the whole link.');

/**
 * The one check of an emailed data link, for everything it opens (the summary, the download,
 * erasure): the secret must be the link's (compared in constant time) and the link younger
 * than 24 hours by the clock the code reads. A wrong secret is the same 404 as a link that
 * does not exist; an expired one is a 410 (`gone`), so the page can offer a new one.
 */
export async function openDataLink({
  services: { docs, clock },
  linkId,
  token,
}: UseCaseOptions<'docs' | 'clock', { linkId: string; token: string }>): Promise<OpenedDataLink> {
  const link = (await docs.get<DataLinkRecord>(paths.dataLink(linkId))).data;
  if (!link || !matchesLinkSecret(link.tokenHash, token)) throw unknownLink();
  if (Date.parse(link.expiresAt) <= clock.now().getTime()) {
    throw new AppError(
      'gone',
      `This link has expired: links work for ${dataLinkLifetimeHours} hours. Ask for a new one.`,
      undefined,
      { reason: 'expired' },
    );
  }
  return { linkId, email: link.email, expiresAt: link.expiresAt };
}
