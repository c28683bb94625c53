import { Router } from 'express';
import { approvalRequest } from '../../contract/events';
import { decideApproval } from '../../app/decide-approval';
import type { Services } from '../../app/services';
import { requireAdmin } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseOrThrow } from '../validate';
import { eventIdParam } from './event-routes';

export function adminRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/admin/events/:eventId/approval', parseJsonBody, async (req, res) => {
    const admin = requireAdmin(res);
    const eventId = parseOrThrow(eventIdParam, req.params.eventId);
    const decision = parseOrThrow(approvalRequest, req.body);
    res.json(await decideApproval({ services, eventId, decision, adminUid: admin.uid }));
  });

  return router;
}
