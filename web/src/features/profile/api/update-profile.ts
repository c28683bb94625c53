import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponse, type UpdateProfileRequest } from '@contract/users';
import { myProfileQueryKey } from '@/features/auth/api/my-profile';
import { writeCachedPhotoUrl } from '@/features/auth/api/profile-photo-cache';
import { apiClient } from '@/lib/api-client';

export function updateProfile(request: UpdateProfileRequest) {
  return apiClient.put('/api/me/profile', request, profileResponse);
}

/** Saves the profile; the answer replaces the cached one, so the header's name follows too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      writeCachedPhotoUrl(profile.uid, profile.photoUrl);
      queryClient.setQueryData(myProfileQueryKey(profile.uid), profile);
    },
  });
}
