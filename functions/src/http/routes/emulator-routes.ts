import { Router } from 'express';
import { deleteIdleAnonymousSessions } from '../../app/accounts/delete-idle-anonymous-sessions';
import { allocatePurchases } from '../../app/allocator/allocate-purchases';
import { checkLapsedPayments } from '../../app/payments/check-lapsed-payments';
import type { Services } from '../../app/common/services';
import type { RefundServices } from '../../app/refunds/refund-paid-order';
import { resumeStalledRefunds } from '../../app/refunds/resume-stalled-refunds';
import { resumePayouts } from '../../app/payouts/resume-payouts';
import { sweepWaitingLists } from '../../app/waiting-list/serve-and-notify';
import type { TransferServices } from '../../app/payouts/send-transfer';
import { sendError } from '../errors';

/**
 * Routes that exist only in the Functions emulator, one per schedule of production: the
 * emulator cannot run schedules without Pub/Sub, so the local stack on Firestore
 * (`npm start -- --backend firebase`) calls them on a timer. `POST /api/emulator/holdExpiry`
 * runs the allocator (expired holds go back to stock); `POST /api/emulator/stalledRefunds`
 * finishes refunds left half-way; `POST /api/emulator/lapsedPayments` asks about the
 * payments of lapsed holds; `POST /api/emulator/payoutSweep` resumes payouts;
 * `POST /api/emulator/idleSessions` deletes idle anonymous sessions (production: daily);
 * `POST /api/emulator/waitingListSweep` serves the waiting lists.
 * Deployed, they are unknown routes.
 */
export function emulatorRoutes(
  services: RefundServices &
    TransferServices &
    Pick<Services, 'platformFee' | 'purchaseRateLimit' | 'identity'>,
  { enabled = process.env.FUNCTIONS_EMULATOR === 'true' }: { enabled?: boolean } = {},
): Router {
  const router = Router();
  const schedules: Record<string, () => Promise<unknown>> = {
    holdExpiry: () => allocatePurchases(services),
    stalledRefunds: () => resumeStalledRefunds(services),
    lapsedPayments: () => checkLapsedPayments(services),
    payoutSweep: () => resumePayouts(services),
    idleSessions: () => deleteIdleAnonymousSessions({ services }),
    waitingListSweep: () => sweepWaitingLists(services),
  };
  for (const [name, run] of Object.entries(schedules)) {
    router.post(`/api/emulator/${name}`, async (req, res) => {
      if (!enabled) {
        sendError(res, 'not_found', `No route for ${req.method} ${req.path}`);
        return;
      }
      res.json(await run());
    });
  }
  return router;
}
