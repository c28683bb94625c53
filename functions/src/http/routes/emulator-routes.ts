import { Router } from 'express';
import { z } from 'zod';
import { deleteIdleAnonymousSessions } from '../../app/accounts/delete-idle-anonymous-sessions';
import { makeMissingProfiles } from '../../app/accounts/make-missing-profiles';
import { allocatePurchases } from '../../app/allocator/allocate-purchases';
import { checkLapsedPayments } from '../../app/payments/check-lapsed-payments';
import type { Services } from '../../app/common/services';
import type { RefundServices } from '../../app/refunds/refund-paid-order';
import { resumeStalledRefunds } from '../../app/refunds/resume-stalled-refunds';
import { resumePayouts } from '../../app/payouts/resume-payouts';
import { sweepWaitingLists } from '../../app/waiting-list/serve-and-notify';
import { allMailingKinds } from '../../app/mailings/all-mailing-kinds';
import { resumeMailings } from '../../app/mailings/resume-mailings';
import { sendDueReminders } from '../../app/reminders/send-due-reminders';
import { setRoomClock } from '../../app/waiting-room/room-clock';
import { sweepWebhooks } from '../../app/webhooks/sweep-webhooks';
import { eventPathParams } from '../../contract/ids';
import { removeExpiredAttendeeDetails } from '../../app/erasure/remove-expired-attendee-details';
import { sweepErasures } from '../../app/erasure/sweep-erasures';
import type { TransferServices } from '../../app/payouts/send-transfer';
import { sendError } from '../errors';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/** `PUT /api/emulator/waitingRoomClock/{eventId}`: how far the room's clock is moved. */
const roomClockBody = z.object({ offsetMs: z.number().int() });

/** The schedules of production the emulator runs on request, each at `POST /api/emulator/{name}`. */
export const emulatorSchedules = [
  'holdExpiry',
  'stalledRefunds',
  'lapsedPayments',
  'payoutSweep',
  'idleSessions',
  'accountProfiles',
  'waitingListSweep',
  'mailingSweep',
  'eventReminders',
  'webhookSweep',
  'erasureSweep',
  'attendeeRetention',
] as const;
type EmulatorSchedule = (typeof emulatorSchedules)[number];

/**
 * Routes that exist only in the Functions emulator, one per schedule of production: the
 * emulator cannot run schedules without Pub/Sub, so the local stack on Firestore
 * (`npm start -- --backend firebase`) calls them on a timer. `POST /api/emulator/holdExpiry`
 * runs the allocator (expired holds go back to stock); `POST /api/emulator/stalledRefunds`
 * finishes refunds left half-way; `POST /api/emulator/lapsedPayments` asks about the
 * payments of lapsed holds; `POST /api/emulator/payoutSweep` resumes payouts;
 * `POST /api/emulator/idleSessions` deletes idle anonymous sessions (production: daily);
 * `POST /api/emulator/accountProfiles` makes the profiles accounts lack (production: daily);
 * `POST /api/emulator/waitingListSweep` serves the waiting lists;
 * `POST /api/emulator/mailingSweep` sends the mailings whose time came;
 * `POST /api/emulator/eventReminders` makes and sends the reminders that fell due;
 * `POST /api/emulator/webhookSweep` retries the webhook deliveries whose time came;
 * `POST /api/emulator/erasureSweep` carries out the erasures whose events are now over and
 * paid out (production: daily); `POST /api/emulator/attendeeRetention` removes attendee
 * details past their retention (production: daily).
 * One more moves time rather than running a schedule: `PUT /api/emulator/waitingRoomClock/{id}`
 * with `{ offsetMs }` sets how far that event's waiting room reads the clock ahead (negative:
 * behind), so a test opens the sale and moves the line without waiting (see
 * app/waiting-room/room-clock.ts); other events, and every other use of the clock, keep the
 * real time.
 * Deployed, they are unknown routes.
 */
export function emulatorRoutes(
  services: RefundServices &
    TransferServices &
    Pick<Services, 'platformFee' | 'purchaseRateLimit' | 'identity' | 'webhookSender'> &
    Partial<Pick<Services, 'attendeeDataRetentionDays'>>,
  { enabled = process.env.FUNCTIONS_EMULATOR === 'true' }: { enabled?: boolean } = {},
): Router {
  const router = Router();
  const schedules: Record<EmulatorSchedule, () => Promise<unknown>> = {
    holdExpiry: () => allocatePurchases(services),
    stalledRefunds: () => resumeStalledRefunds(services),
    lapsedPayments: () => checkLapsedPayments(services),
    payoutSweep: () => resumePayouts(services),
    idleSessions: () => deleteIdleAnonymousSessions({ services }),
    accountProfiles: () => makeMissingProfiles({ services }),
    waitingListSweep: () => sweepWaitingLists(services),
    mailingSweep: () => resumeMailings(services, allMailingKinds),
    eventReminders: () => sendDueReminders(services),
    webhookSweep: () => sweepWebhooks(services),
    erasureSweep: () => sweepErasures({ services }),
    attendeeRetention: () => removeExpiredAttendeeDetails({ services }),
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
  router.put(
    '/api/emulator/waitingRoomClock/:eventId',
    (req, res, next) => {
      if (enabled) return next();
      sendError(res, 'not_found', `No route for ${req.method} ${req.path}`);
    },
    parseJsonBody,
    async (req, res) => {
      const { eventId } = parseOrThrow(eventPathParams, req.params);
      const { offsetMs } = parseBodyOrThrow(roomClockBody, req.body);
      await setRoomClock(services.docs, eventId, offsetMs);
      res.json({ offsetMs });
    },
  );
  return router;
}
