import { Router } from 'express';
import {
  approveRefundRequest,
  declineRefundRequest,
} from '../../app/refund-requests/decide-refund-request';
import { listRefundRequests } from '../../app/refund-requests/list-refund-requests';
import { requestRefund } from '../../app/refund-requests/request-refund';
import type { Services } from '../../app/common/services';
import { eventPathParams, ticketPathParams } from '../../contract/ids';
import {
  declineRefundRequest as declineBody,
  refundRequestPathParams,
  refundRequestRequest,
} from '../../contract/refund-requests';
import { parseJsonBody } from '../json-body';
import { organiserAction } from '../organiser-action';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

const statusOf = { requested: 201, refunding: 202, refunded: 200 } as const;

/**
 * Refunds buyers ask for: the ask, from a ticket's page (no sign-in: the code is the proof),
 * and the organiser's list and decisions (`orders.refund`).
 */
export function refundRequestRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/tickets/:code/refund-request', parseJsonBody, async (req, res) => {
    const { code } = parseOrThrow(ticketPathParams, req.params);
    const { reason } = parseBodyOrThrow(refundRequestRequest, req.body ?? {});
    const answer = await requestRefund({ services, code, reason });
    res.status(statusOf[answer.state]).json(answer);
  });

  router.get('/api/events/:eventId/refund-requests', async (req, res) => {
    const action = organiserAction(req, res, eventPathParams);
    res.json(await listRefundRequests({ services, ...action }));
  });

  router.post('/api/events/:eventId/refund-requests/:orderId/approve', async (req, res) => {
    const action = organiserAction(req, res, refundRequestPathParams);
    const { done, view } = await approveRefundRequest({ services, ...action });
    res.status(done ? 200 : 202).json(view);
  });

  router.post(
    '/api/events/:eventId/refund-requests/:orderId/decline',
    parseJsonBody,
    async (req, res) => {
      const action = organiserAction(req, res, refundRequestPathParams, declineBody);
      res.json(await declineRefundRequest({ services, ...action, reason: action.input.reason }));
    },
  );

  return router;
}
