import type { AdminUser } from '../../contract/admin';
import type { AccountSummary } from '../../ports/identity';
import { profilePhotoUrl } from './upload-profile-photo';
import type { UserRecord } from './user-records';

/** A row of the administrators' user table (and of their search): the account and its profile. */
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
    emailVerified: account.emailVerified,
    ...(account.createdAt ? { createdAt: account.createdAt } : {}),
  };
}
