import type { AdminUser, AdminUsersResponse } from '../../contract/admin';
import { defaultPageSize, type PageQuery } from '../../contract/events';
import { paths } from '../../paths';
import { InvalidPageTokenError, type AccountSummary } from '../../ports/identity';
import { AppError } from '../common/app-error';
import { profilePhotoUrl } from './upload-profile-photo';
import type { UserRecord } from './user-records';
import type { UseCaseOptions } from '../common/use-case-options';

export function toAdminUser(account: AccountSummary, user: UserRecord | undefined): AdminUser {
  const started = user?.started === true;
  return {
    uid: account.uid,
    email: account.email ?? user?.email ?? '',
    ...(user?.firstName ? { firstName: user.firstName } : {}),
    ...(user?.lastName ? { lastName: user.lastName } : {}),
    ...(user?.gender ? { gender: user.gender } : {}),
    ...(user?.country ? { country: user.country } : {}),
    ...(user?.state ? { state: user.state } : {}),
    ...(user?.profileImg ? { photoUrl: profilePhotoUrl(account.uid, user.profileImg) } : {}),
    ...(user?.started !== undefined ? { started: user.started } : {}),
    ...(started ? { progress: Number(user?.questionnaireProgress ?? 0) } : {}),
    disabled: account.disabled,
    isAdmin: account.isAdmin,
    ...(account.createdAt ? { createdAt: account.createdAt } : {}),
  };
}

/** Auth pages read at most for one page of the table, when pages hold only anonymous visitors. */
const maxAuthPages = 5;

/**
 * A page of the user table: the next `limit` Auth accounts (Auth's `listUsers` page, in its
 * order), those with an email, each joined with its profile; the profiles of the page only,
 * in one batched get. `nextCursor` is Auth's page token.
 */
export async function listUsers({
  services: { docs, identity },
  page: { after, limit = defaultPageSize } = {},
}: UseCaseOptions<'docs' | 'identity', { page?: PageQuery }>): Promise<AdminUsersResponse> {
  const accounts: AccountSummary[] = [];
  let pageToken = after;
  let read = 0;
  try {
    do {
      const page = await identity.listAccountsPage(limit, pageToken);
      accounts.push(...page.accounts);
      pageToken = page.nextPageToken;
      read += 1;
    } while (accounts.length === 0 && pageToken !== undefined && read < maxAuthPages);
  } catch (error) {
    if (!(error instanceof InvalidPageTokenError)) throw error;
    throw new AppError('validation_failed', 'Invalid request: after: Not a page cursor', {
      after: 'Not a page cursor',
    });
  }
  const profiles =
    accounts.length > 0
      ? await docs.getAll<UserRecord>(accounts.map((account) => paths.user(account.uid)))
      : [];
  return {
    users: accounts.map((account, index) => toAdminUser(account, profiles[index]?.data)),
    ...(pageToken !== undefined ? { nextCursor: pageToken } : {}),
  };
}
