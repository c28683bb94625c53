import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { joinWaitingRoom } from '../../app/waiting-room/join-waiting-room';
import { eventPathParams } from '../../contract/ids';
import { requireUser } from '../auth';
import { parseOrThrow } from '../validate';

/** The waiting room: a buyer session (anonymous welcome) joins once and asks where it stands. */
export function waitingRoomRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/events/:eventId/waitingRoom', async (req, res) => {
    const buyer = requireUser(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const status = await joinWaitingRoom({ services, eventId, uid: buyer.uid });
    // Each buyer's own answer, and it changes with the clock.
    res.set('Cache-Control', 'private, no-store');
    res.json(status);
  });

  return router;
}
