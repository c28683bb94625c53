import { Router } from 'express';
import { getAvailability } from '../../app/checkout/get-availability';
import { getPurchaseRequest } from '../../app/checkout/get-purchase-request';
import type { Services } from '../../app/common/services';
import { eventPathParams, purchaseRequestPathParams } from '../../contract/ids';
import { requireUser } from '../auth';
import { parseOrThrow } from '../validate';

/** What buyers read around checkout: what is left, and a queued purchase asked again. */
export function checkoutRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/events/:eventId/availability', async (req, res) => {
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const body = await getAvailability({ services, eventId });
    // Every open event page polls this: a few seconds in shared caches spare the function,
    // and a stale count is harmless because the allocator decides each purchase for real.
    res.set('Cache-Control', 'public, max-age=5');
    res.json(body);
  });

  router.get('/api/purchaseRequests/:requestId', async (req, res) => {
    const buyer = requireUser(res);
    const { requestId } = parseOrThrow(purchaseRequestPathParams, req.params);
    const answer = await getPurchaseRequest({ services, requestId, uid: buyer.uid });
    res.status(answer.status === 'queued' ? 202 : 200).json(answer);
  });

  return router;
}
