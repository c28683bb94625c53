import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { myProfileQueryKey } from '@/features/auth/api/my-profile';
import { uploadImage } from '@/lib/upload-image';

/** Uploads a new profile photo with its progress (0 to 1), then reloads the profile. */
export function useUploadProfilePhoto(uid: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (blob: Blob) => {
      setProgress(0);
      return uploadImage({ blob, target: 'profile' }, { onProgress: setProgress });
    },
    // The profile answers the new photo URL (and caches it); the header's avatar follows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryKey(uid) }),
  });
  return { ...mutation, progress };
}
