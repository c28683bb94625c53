import { Router } from 'express';
import { cancelEvent } from '../../app/events/cancel-event';
import { refundOrder } from '../../app/refunds/refund-order';
import type { Services } from '../../app/common/services';
import { cancelEventRequest, orderPathParams } from '../../contract/refunds';
import { eventPathParams } from '../../contract/ids';
import { parseJsonBody } from '../json-body';
import { requireOrganiser } from '../organiser';
import { viewerOf } from '../auth';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/** Refunds (one order) and cancellation (a whole event with its sales), for its organiser. */
export function refundRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/orders/:reference/refund', async (req, res) => {
    await requireOrganiser(res, services.identity);
    const { reference } = parseOrThrow(orderPathParams, req.params);
    const { done, body } = await refundOrder({ services, reference, viewer: viewerOf(res) });
    res.status(done ? 200 : 202).json(body);
  });

  router.post('/api/events/:eventId/cancel', parseJsonBody, async (req, res) => {
    await requireOrganiser(res, services.identity);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { reason } = parseBodyOrThrow(cancelEventRequest, req.body);
    res.json(await cancelEvent({ services, eventId, viewer: viewerOf(res), reason }));
  });

  return router;
}
