import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  apiKeysResponse,
  createdApiKeyResponse,
  type CreateApiKeyRequest,
} from '@contract/api-keys';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const apiKeysPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}/api-keys`;
const apiKeysKey = (orgId: string) => ['organisations', orgId, 'api-keys'] as const;

/** The organisation's API keys, revoked ones too (owners and admins). */
export function useApiKeys(orgId: string) {
  return useQuery({
    queryKey: apiKeysKey(orgId),
    queryFn: ({ signal }) => apiClient.get(apiKeysPath(orgId), apiKeysResponse, signal),
    retry: false,
  });
}

/** Makes a key; the answer holds the key itself, which is never shown again. */
export function useCreateApiKey(orgId: string) {
  return useRefreshingMutation(
    (request: CreateApiKeyRequest) =>
      apiClient.post(apiKeysPath(orgId), request, createdApiKeyResponse),
    apiKeysKey(orgId),
  );
}

/** Revokes a key: it is refused from its next request on. */
export function useRevokeApiKey(orgId: string) {
  return useRefreshingMutation(
    (keyId: string) =>
      apiClient.request(`${apiKeysPath(orgId)}/${encodeURIComponent(keyId)}`, {
        method: 'DELETE',
        schema: z.unknown(),
      }),
    apiKeysKey(orgId),
  );
}
