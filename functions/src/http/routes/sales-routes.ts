import { Router } from 'express';
import { getSales } from '../../app/orders/get-sales';
import type { Services } from '../../app/common/services';
import { eventPathParams } from '../../contract/ids';
import { requireAccount, viewerOf } from '../auth';
import { parseOrThrow } from '../validate';

/** The organiser's (and administrators') view of an event's sales. */
export function salesRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/events/:eventId/sales', async (req, res) => {
    requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    res.json(await getSales({ services, eventId, viewer: viewerOf(res) }));
  });

  return router;
}
