import { Avatar, type AvatarProps } from '@mantine/core';
import { readCachedPhotoUrl } from '@/features/auth/api/profile-photo-cache';
import { useMyProfile } from '@/features/auth/api/my-profile';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { resolveApiUrl } from '@/lib/api-url';

/**
 * The signed-in user's profile photo, or their initials until there is one. The cached URL
 * shows the photo at once while the profile loads.
 */
export function UserAvatar(props: AvatarProps) {
  const { user } = useAuth();
  const profile = useMyProfile();
  const uid = user?.uid ?? '';
  const photoUrl = profile.isSuccess ? profile.data.photoUrl : readCachedPhotoUrl(uid);
  const email = user?.email ?? '';
  const name = [profile.data?.firstName, profile.data?.lastName].filter(Boolean).join(' ');

  return (
    <Avatar
      src={photoUrl ? resolveApiUrl(photoUrl) : null}
      alt={name || email}
      color="initials"
      name={name || email}
      radius="xl"
      {...props}
    />
  );
}
