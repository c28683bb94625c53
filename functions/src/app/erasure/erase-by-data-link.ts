import type { ErasureAnswer } from '../../contract/erasure';
import type { UseCaseOptions } from '../common/use-case-options';
import { requestErasure } from './request-erasure';
import { emailErasureId } from './erasure-records';
import { erasureAnswerOf } from './erasure-answer';

/**
 * The one check of an emailed data link, shared with the download (app/personal-data's
 * openDataLink, through http/data-link-token.ts): the address the link opens, or an AppError.
 */
export type OpenLink = () => Promise<{ email: string }>;

/**
 * "Erase my data" on the page an emailed data link opens: the link's address is erased from
 * every event it has records in, at once where the event is over and paid out, and after each
 * other event ends and is paid out (said so in the answer). Asked again, the same erasure.
 */
export async function eraseByDataLink({
  services,
  openLink,
}: UseCaseOptions<'docs' | 'clock' | 'mailer', { openLink: OpenLink }>): Promise<ErasureAnswer> {
  const { email } = await openLink();
  const outcome = await requestErasure({
    services,
    erasureId: emailErasureId(email),
    reason: 'buyer_request',
    person: { uids: [], emails: [email] },
  });
  return erasureAnswerOf(outcome);
}
