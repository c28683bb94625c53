import { Router } from 'express';
import type { HealthResponse } from '../../contract/health';
import type { Services } from '../../app/common/services';

export function healthRoutes(services: Services): Router {
  const router = Router();
  router.get('/api/health', (_req, res) => {
    const body: HealthResponse = {
      status: 'ok',
      backend: services.backend,
      projectId: services.projectId,
      time: services.clock.now().toISOString(),
    };
    res.json(body);
  });
  return router;
}
