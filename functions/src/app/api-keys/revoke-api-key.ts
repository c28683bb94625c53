import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { recordAudit } from '../organisations/audit-log';
import { authoriseOrganisation } from '../organisations/organisation-access';
import type { ApiKeyRecord } from './api-key-records';
import { refuseApiKey } from './refuse-api-key';

/**
 * `DELETE /api/organisations/{orgId}/api-keys/{keyId}` (owners and admins): the key is refused
 * from its next request on (each request reads its record). The record stays, revoked, so the
 * audit log still names it; revoking it again changes nothing and records nothing.
 */
export async function revokeApiKey({
  services: { docs, clock },
  orgId,
  keyId,
  viewer,
}: UseCaseOptions<'docs' | 'clock', { orgId: string; keyId: string; viewer: Viewer }>) {
  refuseApiKey(viewer);
  const actor = await authoriseOrganisation(docs, orgId, viewer, 'api_keys.manage');
  const now = clock.now();
  await docs.runTransaction(async (tx) => {
    const key = (await tx.get<ApiKeyRecord>(paths.apiKey(keyId))).data;
    if (!key || key.orgId !== orgId) throw notFound('API key');
    if (key.revokedAt !== null) return;
    tx.update(paths.apiKey(keyId), { revokedAt: now.toISOString(), revokedBy: actor.uid });
    recordAudit(tx, orgId, now, {
      kind: 'api_key.revoked',
      actorUid: actor.uid,
      summary: `Revoked the API key "${key.name}"`,
      before: { name: key.name, role: key.role },
    });
  });
}
