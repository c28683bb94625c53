import { AppError, notFound } from '../common/app-error';
import type { Services } from '../common/services';

type AccountChange = {
  services: Pick<Services, 'identity'>;
  adminUid: string;
  uid: string;
};

/** Administrators switch accounts off and on; nobody can lock themselves out. */
export async function setAccountDisabled({
  services: { identity },
  adminUid,
  uid,
  disabled,
}: AccountChange & { disabled: boolean }) {
  if (uid === adminUid) throw new AppError('conflict', 'You cannot disable your own account');
  if (!(await identity.getAccount(uid))) throw notFound('User');
  await identity.setDisabled(uid, disabled);
}

/** Grants or revokes the admin claim; nobody can revoke their own. */
export async function setAccountAdmin({
  services: { identity },
  adminUid,
  uid,
  admin,
}: AccountChange & { admin: boolean }) {
  if (uid === adminUid && !admin) {
    throw new AppError('conflict', 'You cannot revoke your own administrator rights');
  }
  if (!(await identity.getAccount(uid))) throw notFound('User');
  await identity.setAdmin(uid, admin);
}
