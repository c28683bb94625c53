import type { ProfileResponse, UpdateProfileRequest } from '../contract/users';
import { paths } from '../paths';
import { newUserDefaults, toProfileResponse, type UserRecord } from './user-records';
import type { Services } from './services';

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
    const now = clock.now().toISOString();
    const created: UserRecord = {
      email,
      ...newUserDefaults,
      started: false,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(path, created);
    return toProfileResponse(uid, created);
  });
}

export async function updateProfile({
  services,
  uid,
  email,
  changes,
}: ProfileOptions & { changes: UpdateProfileRequest }): Promise<ProfileResponse> {
  await ensureProfile({ services, uid, email });
  const path = paths.user(uid);
  await services.docs.update(path, { ...changes, updatedAt: services.clock.now().toISOString() });
  const updated = (await services.docs.get<UserRecord>(path)).data!;
  return toProfileResponse(uid, updated);
}
