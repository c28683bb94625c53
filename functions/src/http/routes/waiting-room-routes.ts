import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { joinWaitingRoom } from '../../app/waiting-room/join-waiting-room';
import { roomClock } from '../../app/waiting-room/room-clock';
import { eventPathParams } from '../../contract/ids';
import { requireUser } from '../auth';
import { parseOrThrow } from '../validate';

/**
 * The waiting room: a buyer session (anonymous welcome) joins once and asks where it stands.
 * In the Functions emulator (`emulator`) the room reads its event's own clock, which a test
 * moves with `PUT /api/emulator/waitingRoomClock/{eventId}`; deployed, the services' clock.
 */
export function waitingRoomRoutes(
  services: Services,
  { emulator = process.env.FUNCTIONS_EMULATOR === 'true' }: { emulator?: boolean } = {},
): Router {
  const router = Router();

  router.post('/api/events/:eventId/waitingRoom', async (req, res) => {
    const buyer = requireUser(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const clock = emulator
      ? await roomClock(services.docs, services.clock, eventId)
      : services.clock;
    const status = await joinWaitingRoom({
      services: { ...services, clock },
      eventId,
      uid: buyer.uid,
    });
    // Each buyer's own answer, and it changes with the clock.
    res.set('Cache-Control', 'private, no-store');
    res.json(status);
  });

  return router;
}
