import { useMutation, useQuery } from '@tanstack/react-query';
import {
  dataLinkRequestAnswer,
  dataLinkSummary,
  dataLinkTokenHeader,
} from '@contract/personal-data';
import { apiClient } from '@/lib/api-client';

const linkPath = (linkId: string) => `/api/my-data/${encodeURIComponent(linkId)}`;

/** Where the signed-in person's own file comes from. */
export const myDataPath = '/api/me/personal-data';

/** An emailed link's file, and the secret it needs (sent in a header, never in the address). */
export const linkDownload = (linkId: string, token: string) => ({
  path: `${linkPath(linkId)}/download`,
  headers: { [dataLinkTokenHeader]: token },
});

/** Asks for a link to an address's data; the answer is the same whatever is kept. */
export function useRequestDataLink() {
  return useMutation({
    mutationFn: (email: string) => apiClient.post('/api/my-data', { email }, dataLinkRequestAnswer),
  });
}

/** What the link's page shows in short. */
export function useDataLinkSummary(linkId: string, token: string) {
  return useQuery({
    queryKey: ['my-data', linkId, token],
    queryFn: ({ signal }) =>
      apiClient.request(linkPath(linkId), {
        schema: dataLinkSummary,
        signal,
        anonymous: true,
        headers: { [dataLinkTokenHeader]: token },
      }),
    enabled: token !== '',
    retry: false,
  });
}
