import { Router } from 'express';
import { createApiKey } from '../../app/api-keys/create-api-key';
import { listApiKeys } from '../../app/api-keys/list-api-keys';
import { revokeApiKey } from '../../app/api-keys/revoke-api-key';
import type { Services } from '../../app/common/services';
import { apiKeyPathParams, createApiKeyRequest } from '../../contract/api-keys';
import { organisationPathParams } from '../../contract/organisations';
import { requireAccount, viewerOf } from '../auth';
import { parseJsonBody } from '../json-body';
import { requireOrganiser } from '../organiser';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/**
 * An organisation's API keys (issue 41), for its owners and admins (`api_keys.manage`); the
 * routes and their schemas are listed in contract/api-keys.ts. A key itself never reaches
 * these (http/api-key-policy.ts).
 */
export function apiKeyRoutes(services: Services): Router {
  const router = Router();
  const keysPath = '/api/organisations/:orgId/api-keys';

  router.get(keysPath, async (req, res) => {
    requireAccount(res);
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    res.set('Cache-Control', 'no-store');
    res.json(await listApiKeys({ services, orgId, viewer: viewerOf(res) }));
  });

  router.post(keysPath, parseJsonBody, async (req, res) => {
    // A key acts for the organisation: made by someone whose address is proved, as events are.
    await requireOrganiser(res, services.identity);
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    const input = parseBodyOrThrow(createApiKeyRequest, req.body);
    res.set('Cache-Control', 'no-store');
    res.status(201).json(await createApiKey({ services, orgId, viewer: viewerOf(res), input }));
  });

  router.delete(`${keysPath}/:keyId`, async (req, res) => {
    requireAccount(res);
    const { orgId, keyId } = parseOrThrow(apiKeyPathParams, req.params);
    await revokeApiKey({ services, orgId, keyId, viewer: viewerOf(res) });
    res.status(204).end();
  });

  return router;
}
