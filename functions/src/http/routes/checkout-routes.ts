import { Router } from 'express';
import { z } from 'zod';
import { getAvailability } from '../../app/get-availability';
import { getPurchaseRequest } from '../../app/get-purchase-request';
import type { Services } from '../../app/services';
import { requireUser } from '../auth';
import { parseOrThrow } from '../validate';
import { eventIdParam } from './event-routes';

const eventParams = z.object({ eventId: eventIdParam });

/** beginTransaction makes it from the buyer's uid and request key (letters, digits, _ and -). */
const purchaseRequestParams = z.object({
  requestId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Not a purchase request id'),
});

/** What buyers read around checkout: what is left, and a queued purchase asked again. */
export function checkoutRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/events/:eventId/availability', async (req, res) => {
    const { eventId } = parseOrThrow(eventParams, req.params);
    const body = await getAvailability({ services, eventId });
    // Every open event page polls this: a few seconds in shared caches spare the function,
    // and a stale count is harmless because the allocator decides each purchase for real.
    res.set('Cache-Control', 'public, max-age=5');
    res.json(body);
  });

  router.get('/api/purchaseRequests/:requestId', async (req, res) => {
    const buyer = requireUser(res);
    const { requestId } = parseOrThrow(purchaseRequestParams, req.params);
    const answer = await getPurchaseRequest({ services, requestId, uid: buyer.uid });
    res.status(answer.status === 'queued' ? 202 : 200).json(answer);
  });

  return router;
}
