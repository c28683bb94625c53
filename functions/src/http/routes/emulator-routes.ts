import { Router } from 'express';
import { allocatePurchases } from '../../app/allocate-purchases';
import type { Services } from '../../app/services';
import { sendError } from '../errors';

/**
 * Routes that exist only in the Functions emulator. `POST /api/emulator/holdExpiry` runs what
 * the `holdExpiry` schedule runs in production (the allocator: expired holds go back to
 * stock): the emulator cannot run schedules without Pub/Sub, so the local stack on Firestore
 * (`npm start -- --backend firebase`) calls it on a timer. Deployed, it is an unknown route.
 */
export function emulatorRoutes(
  services: Pick<Services, 'docs' | 'clock'>,
  { enabled = process.env.FUNCTIONS_EMULATOR === 'true' }: { enabled?: boolean } = {},
): Router {
  const router = Router();
  router.post('/api/emulator/holdExpiry', async (req, res) => {
    if (!enabled) {
      sendError(res, 'not_found', `No route for ${req.method} ${req.path}`);
      return;
    }
    res.json(await allocatePurchases(services));
  });
  return router;
}
