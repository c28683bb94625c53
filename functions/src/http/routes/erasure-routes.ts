import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { eraseByDataLink } from '../../app/erasure/erase-by-data-link';
import { dataLinkOf } from '../data-link-token';

/**
 * "Erase my data" on the page an emailed data link opens: `POST /api/my-data/{linkId}/erasure`,
 * the link's secret in its header, checked by the same one check as the download
 * (data-link-token.ts). The answer says what was erased now and what waits for an event.
 */
export function erasureRoutes(services: Services): Router {
  const router = Router();
  router.post('/api/my-data/:linkId/erasure', async (req, res) => {
    const answer = await eraseByDataLink({
      services,
      openLink: async () => dataLinkOf(services, req),
    });
    res.set('Cache-Control', 'private, no-store');
    res.json(answer);
  });
  return router;
}
