import { Router } from 'express';
import { getSales } from '../../app/orders/get-sales';
import type { Services } from '../../app/common/services';
import { eventPathParams } from '../../contract/ids';
import { organiserAction } from '../organiser-action';

/** The organiser's (and administrators') view of an event's sales. */
export function salesRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/events/:eventId/sales', async (req, res) => {
    res.json(await getSales({ services, ...organiserAction(req, res, eventPathParams) }));
  });

  return router;
}
