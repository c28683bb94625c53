import { Router } from 'express';
import { checkAccessCode } from '../../app/access-codes/check-access-code';
import type { Services } from '../../app/common/services';
import { accessCodeCheckRequest } from '../../contract/access-codes';
import { serveCodeCheck } from '../code-check';

/**
 * The buyer's page (an anonymous session is fine) asks which hidden ticket types a typed
 * code, or the code in its link, unlocks. Guesses are limited per buyer, and every code that
 * unlocks nothing gets the same 404, so codes cannot be found by trying.
 */
export function accessCodeRoutes(services: Services): Router {
  const router = Router();
  serveCodeCheck(router, services, {
    path: 'accessCodeCheck',
    bucket: 'access-code-check',
    request: accessCodeCheckRequest,
    check: checkAccessCode,
  });
  return router;
}
