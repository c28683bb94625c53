import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { apiReferenceDocument } from '../api-reference/reference-document';

/**
 * `GET /api/openapi.json`: the API's OpenAPI 3.1 document (http/api-reference/), made once
 * per instance. Public and the same for everybody until a deploy: shared caches may keep it a
 * while, and any origin may read it (tools load it from elsewhere; it carries no credentials).
 */
export function openApiRoutes(services: Pick<Services, 'publicBaseUrl'>): Router {
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.set('Access-Control-Allow-Origin', '*');
    res.json(apiReferenceDocument(services.publicBaseUrl));
  });
  return router;
}
