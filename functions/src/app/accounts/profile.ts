import type { ProfileResponse, UpdateProfileRequest } from '../../contract/users';
import { paths } from '../../paths';
import { newUserRecord, toProfileResponse, userKeywords, type UserRecord } from './user-records';
import type { Services } from '../common/services';

type ProfileOptions = { services: Pick<Services, 'docs' | 'clock'>; uid: string; email: string };

/**
 * The caller's profile, created with SPEC.md's sign-up defaults the first time it is asked
 * for. Safe to call repeatedly: an existing document is returned unchanged.
 */
export async function ensureProfile({
  services: { docs, clock },
  uid,
  email,
}: ProfileOptions): Promise<ProfileResponse> {
  const path = paths.user(uid);
  return docs.runTransaction(async (tx) => {
    const existing = (await tx.get<UserRecord>(path)).data;
    if (existing) return toProfileResponse(uid, existing);
    const created = newUserRecord(email, clock.now().toISOString());
    tx.create(path, created);
    return toProfileResponse(uid, created);
  });
}

/** Saves the editable fields in one transaction, creating the profile first if need be. */
export async function updateProfile({
  services: { docs, clock },
  uid,
  email,
  changes,
}: ProfileOptions & { changes: UpdateProfileRequest }): Promise<ProfileResponse> {
  const path = paths.user(uid);
  return docs.runTransaction(async (tx) => {
    const existing = (await tx.get<UserRecord>(path)).data;
    const now = clock.now().toISOString();
    const merged: UserRecord = existing
      ? { ...existing, ...changes, updatedAt: now }
      : { ...newUserRecord(email, now), ...changes };
    const updated: UserRecord = { ...merged, keywords: userKeywords(merged) };
    if (existing) tx.update(path, { ...changes, keywords: updated.keywords!, updatedAt: now });
    else tx.create(path, updated);
    return toProfileResponse(uid, updated);
  });
}
