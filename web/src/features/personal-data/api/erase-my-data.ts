import { useMutation } from '@tanstack/react-query';
import { erasureAnswer } from '@contract/erasure';
import { dataLinkTokenHeader } from '@contract/personal-data';
import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/my-data/{linkId}/erasure`: erases the link's address (the secret in its header).
 * The answer says what was erased now and what waits for an event to end.
 */
export function useEraseMyData(linkId: string, token: string) {
  return useMutation({
    mutationFn: async () =>
      apiClient.request(`/api/my-data/${encodeURIComponent(linkId)}/erasure`, {
        method: 'POST',
        schema: erasureAnswer,
        anonymous: true,
        headers: { [dataLinkTokenHeader]: token },
      }),
  });
}
