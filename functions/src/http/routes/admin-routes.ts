import { Router } from 'express';
import {
  adminEventsQuery,
  adminUsersQuery,
  organiserFeeRequest,
  setAdminRequest,
  setDisabledRequest,
  type AdminUsersResponse,
  type ModerationQueueResponse,
} from '../../contract/admin';
import { approvalRequest } from '../../contract/events';
import { eventPathParams, userPathParams } from '../../contract/ids';
import { decideApproval } from '../../app/moderation/decide-approval';
import { ensureDerivedFields } from '../../app/accounts/derived-fields';
import { listUsers } from '../../app/accounts/list-users';
import { ensureUserListFields } from '../../app/accounts/user-list-fields';
import { setAccountAdmin, setAccountDisabled } from '../../app/accounts/manage-accounts';
import { setOrganiserFee } from '../../app/accounts/organiser-fee';
import { moderationQueue } from '../../app/moderation/moderation-queue';
import type { Services } from '../../app/common/services';
import { requireAdmin } from '../auth';
import { parseJsonBody } from '../json-body';
import { adminChange } from '../admin-change';
import { parseOrThrow } from '../validate';

export function adminRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/admin/events/:eventId/approval', parseJsonBody, async (req, res) => {
    const { adminUid, params, body } = adminChange(req, res, eventPathParams, approvalRequest);
    res.json(await decideApproval({ services, eventId: params.eventId, decision: body, adminUid }));
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
    const query = parseOrThrow(adminUsersQuery, req.query);
    await ensureUserListFields(services.docs, services.identity);
    const body: AdminUsersResponse = await listUsers({ services, query });
    res.json(body);
  });

  router.put('/api/admin/users/:uid/fee', parseJsonBody, async (req, res) => {
    const { adminUid, params, body } = adminChange(req, res, userPathParams, organiserFeeRequest);
    res.json(await setOrganiserFee({ services, uid: params.uid, schedule: body, adminUid }));
  });

  router.delete('/api/admin/users/:uid/fee', async (req, res) => {
    const admin = requireAdmin(res);
    const { uid } = parseOrThrow(userPathParams, req.params);
    res.json(await setOrganiserFee({ services, uid, schedule: undefined, adminUid: admin.uid }));
  });

  router.post('/api/admin/users/:uid/disabled', parseJsonBody, async (req, res) => {
    const { adminUid, params, body } = adminChange(req, res, userPathParams, setDisabledRequest);
    const { uid } = params;
    await setAccountDisabled({ services, adminUid, uid, disabled: body.disabled });
    res.json({ uid, disabled: body.disabled });
  });

  router.post('/api/admin/users/:uid/admin', parseJsonBody, async (req, res) => {
    const { adminUid, params, body } = adminChange(req, res, userPathParams, setAdminRequest);
    const { uid } = params;
    await setAccountAdmin({ services, adminUid, uid, admin: body.admin });
    res.json({ uid, admin: body.admin });
  });

  return router;
}
