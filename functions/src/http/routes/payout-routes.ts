import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { ensureDerivedFields } from '../../app/accounts/derived-fields';
import { approvePayout } from '../../app/payouts/approve-payout';
import { setPayoutHold } from '../../app/payouts/hold-payouts';
import { listPayables } from '../../app/payouts/list-payables';
import { listAllPayouts, listEventPayouts, toPayoutView } from '../../app/payouts/list-payouts';
import { ensureOverAt } from '../../app/payouts/over-at-backfill';
import { eventPathParams } from '../../contract/ids';
import {
  adminPayablesQuery,
  adminPayoutsQuery,
  approvePayoutRequest,
  payoutHoldRequest,
} from '../../contract/payouts';
import { requireSecondStep } from '../../app/two-step/require-second-step';
import { requireAdmin } from '../auth';
import { parseJsonBody } from '../json-body';
import { adminChange } from '../admin-change';
import { organiserAction } from '../organiser-action';
import { parseOrThrow } from '../validate';

/** Payouts: administrators approve, hold and follow them; organisers see their event's. */
export function payoutRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/admin/events/:eventId/payouts', parseJsonBody, async (req, res) => {
    const { adminUid, params, body } = adminChange(req, res, eventPathParams, approvePayoutRequest);
    // Sending money to a bank account: always with the second sign-in step (app/two-step).
    await requireSecondStep(services, requireAdmin(res));
    const { id, ...payout } = await approvePayout({
      services,
      eventId: params.eventId,
      currency: body.currency,
      adminUid,
    });
    res.status(201).json(toPayoutView(id, payout));
  });

  router.post('/api/admin/events/:eventId/payout-hold', parseJsonBody, async (req, res) => {
    const { adminUid, params, body } = adminChange(req, res, eventPathParams, payoutHoldRequest);
    const { hold, reason } = body;
    res.json(
      await setPayoutHold({
        services,
        eventId: params.eventId,
        hold,
        ...(reason ? { reason } : {}),
        adminUid,
      }),
    );
  });

  router.get('/api/admin/payouts', async (req, res) => {
    requireAdmin(res);
    const { status, ...page } = parseOrThrow(adminPayoutsQuery, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await listAllPayouts({ services, ...(status ? { status } : {}), page }));
  });

  router.get('/api/admin/payables', async (req, res) => {
    requireAdmin(res);
    const page = parseOrThrow(adminPayablesQuery, req.query);
    // The list queries `status` and `overAt`: events saved before either was kept get them.
    await ensureDerivedFields(services.docs);
    await ensureOverAt(services.docs);
    res.set('Cache-Control', 'no-store');
    res.json(await listPayables({ services, page }));
  });

  router.get('/api/events/:eventId/payouts', async (req, res) => {
    const event = organiserAction(req, res, eventPathParams);
    res.set('Cache-Control', 'no-store');
    res.json({ payouts: await listEventPayouts({ services, ...event }) });
  });

  return router;
}
