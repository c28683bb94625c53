import type { AdminUser } from '../../contract/admin';
import { paths } from '../../paths';
import type { UseCaseOptions } from '../common/use-case-options';
import { makeProfilesOf } from './make-missing-profiles';
import { toAdminUser } from './admin-user';
import type { UserRecord } from './user-records';

/** What can only be a whole email address, not the start of one. */
const wholeEmail = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/**
 * The user table's row of the account whose email is `q`, when a search for it found no
 * profile: Auth is asked (two calls), and an account it has gets its profile now
 * (`makeProfilesOf`), so that an administrator finds, and from then on lists, someone who
 * signed up and never opened the platform (or whose profile the daily sweep has not made
 * yet). Nothing when `q` is not a whole email address, Auth has no such account, or the
 * account has a profile already (which the search itself answers for).
 */
export async function profileAccountByEmail({
  services,
  q,
}: UseCaseOptions<'docs' | 'clock' | 'identity', { q: string }>): Promise<AdminUser | undefined> {
  const email = q.trim().toLowerCase();
  if (!wholeEmail.test(email)) return undefined;
  const uid = await services.identity.findUidByEmail(email);
  const account = uid === undefined ? undefined : await services.identity.getAccount(uid);
  if (!account?.email) return undefined;
  if ((await makeProfilesOf({ services, accounts: [account] })) === 0) return undefined;
  const profile = (await services.docs.get<UserRecord>(paths.user(account.uid))).data;
  return toAdminUser(account, profile);
}
