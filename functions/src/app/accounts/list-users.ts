import type { AdminUsersQuery, AdminUsersResponse } from '../../contract/admin';
import { prefixSearch } from '../../domain/search-keywords';
import { collections } from '../../paths';
import type { OrderClause, WhereClause } from '../../ports/doc-store';
import { readPage } from '../common/read-page';
import { profileAccountByEmail } from './profile-account-by-email';
import { toAdminUser } from './admin-user';
import { userStartsWith, type UserRecord } from './user-records';
import type { UseCaseOptions } from '../common/use-case-options';

const newestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'desc' }];

/**
 * A page of the user table: the profiles (`users/{uid}`), newest first, those whose email,
 * a name or the full name (or a word of them) starts with `q` when it is given, as one
 * bounded query (`keywords` array-contains, ordered by `createdAt`), joined with their
 * accounts' flags in one batched Auth call (`getUsers`, at most 100 uids, the largest page).
 * Auth's own list of every account is never read, so anonymous buyers' sessions, which have
 * no profile, never crowd the table. A profile whose account is gone is left out. Every
 * account with an email has a profile (made at sign-up, else by the daily sweep,
 * make-missing-profiles.ts); a search for a whole email that finds none asks Auth, so an
 * account the sweep has not reached yet is found (and profiled) at once.
 */
export async function listUsers({
  services,
  query: { q, ...page } = {},
}: UseCaseOptions<
  'docs' | 'identity' | 'clock',
  { query?: AdminUsersQuery }
>): Promise<AdminUsersResponse> {
  const { docs, identity } = services;
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
  const users = profiles.flatMap(({ id, data }) => {
    const account = byUid.get(id);
    return account ? [toAdminUser(account, data)] : [];
  });
  // The search's last page, without the address searched for: perhaps no profile yet.
  const sought = search && nextCursor === undefined ? q?.trim().toLowerCase() : undefined;
  const unlisted =
    sought && !users.some((user) => user.email.toLowerCase() === sought)
      ? await profileAccountByEmail({ services, q: sought })
      : undefined;
  return {
    users: unlisted ? [...users, unlisted] : users,
    ...(nextCursor !== undefined ? { nextCursor } : {}),
  };
}
