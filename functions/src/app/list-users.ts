import type { AdminUser } from '../contract/admin';
import { collections } from '../paths';
import type { AccountSummary } from '../ports/identity';
import type { Services } from './services';
import { profilePhotoUrl } from './upload-profile-photo';
import type { UserRecord } from './user-records';

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

/** Every account with an email, joined with its profile document. */
export async function listUsers({
  services: { docs, identity },
}: {
  services: Pick<Services, 'docs' | 'identity'>;
}): Promise<AdminUser[]> {
  const [accounts, profiles] = await Promise.all([
    identity.listAccounts(),
    docs.query<UserRecord>({ collection: collections.users }),
  ]);
  const profileByUid = new Map(profiles.map((profile) => [profile.id, profile.data]));
  return accounts
    .map((account) => toAdminUser(account, profileByUid.get(account.uid)))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
