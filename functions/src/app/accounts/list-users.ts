import type { AdminUser, AdminUsersQuery, AdminUsersResponse } from '../../contract/admin';
import { prefixSearch } from '../../domain/search-keywords';
import { collections } from '../../paths';
import type { OrderClause, WhereClause } from '../../ports/doc-store';
import type { AccountSummary } from '../../ports/identity';
import { readPage } from '../common/read-page';
import { profilePhotoUrl } from './upload-profile-photo';
import { userStartsWith, type UserRecord } from './user-records';
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

const newestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'desc' }];

/**
 * A page of the user table: the profiles (`users/{uid}`), newest first, those whose email,
 * a name or the full name (or a word of them) starts with `q` when it is given, as one
 * bounded query (`keywords` array-contains, ordered by `createdAt`), joined with their
 * accounts' flags in one batched Auth call (`getUsers`, at most 100 uids, the largest page).
 * Auth's own list of every account is never read, so anonymous buyers' sessions, which have
 * no profile, never crowd the table. A profile whose account is gone is left out.
 */
export async function listUsers({
  services: { docs, identity },
  query: { q, ...page } = {},
}: UseCaseOptions<'docs' | 'identity', { query?: AdminUsersQuery }>): Promise<AdminUsersResponse> {
  const search = q === undefined ? undefined : prefixSearch(q);
  const where: WhereClause[] = search
    ? [{ field: 'keywords', op: 'array-contains', value: search.term }]
    : [];
  const { page: profiles, nextCursor } = await readPage<UserRecord>(
    docs,
    { collection: collections.users, where, orderBy: newestFirst },
    page,
    ({ data }) => search === undefined || userStartsWith(data, search.prefix),
  );
  const accounts =
    profiles.length > 0 ? await identity.getAccounts(profiles.map((profile) => profile.id)) : [];
  const byUid = new Map(accounts.map((account) => [account.uid, account]));
  return {
    users: profiles.flatMap(({ id, data }) => {
      const account = byUid.get(id);
      return account ? [toAdminUser(account, data)] : [];
    }),
    ...(nextCursor !== undefined ? { nextCursor } : {}),
  };
}
