import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadImage } from '@/lib/upload-image';
import { eventQueryOptions } from './get-event';
import { myEventsKey } from './get-my-events';

/** Uploads an event's banner through `uploadImage`, reporting progress from 0 to 1. */
export function useUploadBanner() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ eventId, blob }: { eventId: string; blob: Blob }) => {
      setProgress(0);
      return uploadImage({ blob, target: 'event-banner', eventId }, { onProgress: setProgress });
    },
    onSuccess: (_answer, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryOptions(eventId).queryKey }),
        queryClient.invalidateQueries({ queryKey: myEventsKey }),
      ]),
  });
  return { ...mutation, progress };
}
