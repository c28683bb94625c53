import { Router, type Request } from 'express';
import { describeRefundOffer, refundByLink } from '../../app/event-changes/refund-by-link';
import { refundOfferLink } from '../../contract/event-changes';
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

  // The link of a change email that moved the event's start far (no sign-in: the link is the
  // proof). GET says what it offers; POST refunds, once however often it is pressed.
  const offerLink = (req: Request) =>
    parseOrThrow(refundOfferLink, { ...req.params, proof: req.query.t });
  router.get('/api/refund-offers/:mailingId/:orderId', async (req, res) => {
    res.json(await describeRefundOffer({ services, link: offerLink(req) }));
  });
  router.post('/api/refund-offers/:mailingId/:orderId', async (req, res) => {
    const view = await refundByLink({ services, link: offerLink(req) });
    res.status(view.state === 'refunded' ? 200 : 202).json(view);
  });

  return router;
}
