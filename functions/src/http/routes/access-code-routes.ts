import { Router } from 'express';
import { checkAccessCode } from '../../app/access-codes/check-access-code';
import { enforceRateLimit } from '../../app/common/rate-limit';
import type { Services } from '../../app/common/services';
import { accessCodeCheckRequest } from '../../contract/access-codes';
import { eventPathParams } from '../../contract/ids';
import { requireUser } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/**
 * The buyer's page (an anonymous session is fine) asks which hidden ticket types a typed
 * code, or the code in its link, unlocks. Guesses are limited per buyer, and every code that
 * unlocks nothing gets the same 404, so codes cannot be found by trying.
 */
export function accessCodeRoutes(services: Services): Router {
  const router = Router();
  router.post('/api/events/:eventId/accessCodeCheck', parseJsonBody, async (req, res) => {
    const user = requireUser(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { code } = parseBodyOrThrow(accessCodeCheckRequest, req.body);
    await enforceRateLimit({
      services,
      bucket: 'access-code-check',
      clientKey: `uid:${user.uid}`,
      ...accessChecksPerBuyer,
    });
    res.json(await checkAccessCode({ services, eventId, code }));
  });
  return router;
}

/** Enough for a buyer who mistypes a few times; too few to guess codes by. */
export const accessChecksPerBuyer = { limit: 20, windowSeconds: 600 };
