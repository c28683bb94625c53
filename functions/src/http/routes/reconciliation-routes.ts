import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { reconcile } from '../../app/reconciliation/reconcile';
import { reconciliationQuery } from '../../contract/reconciliation';
import { requireAdmin } from '../auth';
import { parseOrThrow } from '../validate';

/** The ledger reconciled with Paystack's records: for administrators. */
export function reconciliationRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/admin/reconciliation', async (req, res) => {
    requireAdmin(res);
    const { from, to } = parseOrThrow(reconciliationQuery, req.query);
    // The gateway's records change as payments settle: never serve an old answer.
    res.set('Cache-Control', 'no-store');
    res.json(await reconcile({ services, from, to }));
  });

  return router;
}
