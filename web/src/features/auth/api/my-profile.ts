import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponse, type ProfileResponse } from '@contract/users';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '../hooks/use-auth';
import { writeCachedPhotoUrl } from './profile-photo-cache';

/** Keyed by uid, so one account never reads another's cached profile. */
export const myProfileQueryKey = (uid: string) => ['me', 'profile', uid] as const;

/**
 * `GET /api/me/profile`: the signed-in user's profile. The server creates the users document
 * with SPEC.md's sign-up defaults the first time, so this is also how sign-up creates it.
 */
export async function getMyProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const profile = await apiClient.get('/api/me/profile', profileResponse, signal);
  writeCachedPhotoUrl(profile.uid, profile.photoUrl);
  return profile;
}

export const myProfileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: myProfileQueryKey(uid),
    queryFn: ({ signal }) => getMyProfile(signal),
  });

/** The profile of the registered user signed in now; idle while nobody (or a buyer) is. */
export function useMyProfile() {
  const authState = useAuth();
  const uid =
    authState.status === 'signed-in' && !authState.user.isAnonymous ? authState.user.uid : '';
  return useQuery({ ...myProfileQueryOptions(uid), enabled: uid !== '' });
}
