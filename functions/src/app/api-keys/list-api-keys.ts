import type { ApiKeysResponse } from '../../contract/api-keys';
import type { Viewer } from '../../domain/approval';
import { collections } from '../../paths';
import type { UseCaseOptions } from '../common/use-case-options';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { toApiKeyView, type ApiKeyRecord } from './api-key-records';
import { refuseApiKey } from './refuse-api-key';

/**
 * `GET /api/organisations/{orgId}/api-keys` (owners and admins): every key the organisation
 * made, revoked ones too, newest first; never a secret. A few dozen at most, so one equality
 * query (no index of its own) sorted here.
 */
export async function listApiKeys({
  services: { docs },
  orgId,
  viewer,
}: UseCaseOptions<'docs', { orgId: string; viewer: Viewer }>): Promise<ApiKeysResponse> {
  refuseApiKey(viewer);
  await authoriseOrganisation(docs, orgId, viewer, 'api_keys.manage');
  const keys = await docs.query<ApiKeyRecord>({
    collection: collections.apiKeys,
    where: [{ field: 'orgId', op: '==', value: orgId }],
  });
  const newestFirst = keys.sort((a, b) => b.data.createdAt.localeCompare(a.data.createdAt));
  return { apiKeys: newestFirst.map(toApiKeyView) };
}
