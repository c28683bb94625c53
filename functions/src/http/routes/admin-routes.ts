import { Router } from 'express';
import {
  adminEventsQuery,
  organiserFeeRequest,
  setAdminRequest,
  setDisabledRequest,
  type AdminUsersResponse,
  type ModerationQueueResponse,
} from '../../contract/admin';
import { approvalRequest, pageQuery } from '../../contract/events';
import { eventPathParams, userPathParams } from '../../contract/ids';
import { decideApproval } from '../../app/moderation/decide-approval';
import { ensureDerivedFields } from '../../app/accounts/derived-fields';
import { listUsers } from '../../app/accounts/list-users';
import { setAccountAdmin, setAccountDisabled } from '../../app/accounts/manage-accounts';
import { setOrganiserFee } from '../../app/accounts/organiser-fee';
import { moderationQueue } from '../../app/moderation/moderation-queue';
import type { Services } from '../../app/common/services';
import { requireAdmin } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

export function adminRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/admin/events/:eventId/approval', parseJsonBody, async (req, res) => {
    const admin = requireAdmin(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const decision = parseBodyOrThrow(approvalRequest, req.body);
    res.json(await decideApproval({ services, eventId, decision, adminUid: admin.uid }));
  });

  router.get('/api/admin/events', async (req, res) => {
    requireAdmin(res);
    const { status, ...page } = parseOrThrow(adminEventsQuery, req.query);
    await ensureDerivedFields(services.docs);
    const body: ModerationQueueResponse = await moderationQueue({
      services,
      ...(status !== undefined ? { status } : {}),
      page,
    });
    res.json(body);
  });

  router.get('/api/admin/users', async (req, res) => {
    requireAdmin(res);
    const page = parseOrThrow(pageQuery, req.query);
    const body: AdminUsersResponse = await listUsers({ services, page });
    res.json(body);
  });

  router.put('/api/admin/users/:uid/fee', parseJsonBody, async (req, res) => {
    const admin = requireAdmin(res);
    const { uid } = parseOrThrow(userPathParams, req.params);
    const schedule = parseBodyOrThrow(organiserFeeRequest, req.body);
    res.json(await setOrganiserFee({ services, uid, schedule, adminUid: admin.uid }));
  });

  router.delete('/api/admin/users/:uid/fee', async (req, res) => {
    const admin = requireAdmin(res);
    const { uid } = parseOrThrow(userPathParams, req.params);
    res.json(await setOrganiserFee({ services, uid, schedule: undefined, adminUid: admin.uid }));
  });

  router.post('/api/admin/users/:uid/disabled', parseJsonBody, async (req, res) => {
    const admin = requireAdmin(res);
    const { uid } = parseOrThrow(userPathParams, req.params);
    const { disabled } = parseBodyOrThrow(setDisabledRequest, req.body);
    await setAccountDisabled({ services, adminUid: admin.uid, uid, disabled });
    res.json({ uid, disabled });
  });

  router.post('/api/admin/users/:uid/admin', parseJsonBody, async (req, res) => {
    const admin = requireAdmin(res);
    const { uid } = parseOrThrow(userPathParams, req.params);
    const { admin: isAdmin } = parseBodyOrThrow(setAdminRequest, req.body);
    await setAccountAdmin({ services, adminUid: admin.uid, uid, admin: isAdmin });
    res.json({ uid, admin: isAdmin });
  });

  return router;
}
