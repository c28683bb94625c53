import { Router } from 'express';
import { checkPromoCode } from '../../app/promo-codes/check-promo-code';
import { createPromoCode } from '../../app/promo-codes/create-promo-code';
import { listPromoCodes } from '../../app/promo-codes/list-promo-codes';
import { updatePromoCode } from '../../app/promo-codes/update-promo-code';
import type { Services } from '../../app/common/services';
import { eventPathParams } from '../../contract/ids';
import {
  createPromoCodeRequest,
  promoCodeCheckRequest,
  promoCodePathParams,
  updatePromoCodeRequest,
} from '../../contract/promo-codes';
import { serveCodeCheck } from '../code-check';
import { parseJsonBody } from '../json-body';
import { organiserAction } from '../organiser-action';

/**
 * An event's promo codes, for its organiser (and administrators): anyone else is told the
 * event does not exist. Codes are never deleted (their orders name them): deactivated.
 */
export function promoCodeRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/events/:eventId/promoCodes', async (req, res) => {
    res.json(await listPromoCodes({ services, ...organiserAction(req, res, eventPathParams) }));
  });

  router.post('/api/events/:eventId/promoCodes', parseJsonBody, async (req, res) => {
    const action = organiserAction(req, res, eventPathParams, createPromoCodeRequest);
    res.status(201).json(await createPromoCode({ services, ...action }));
  });

  router.patch('/api/events/:eventId/promoCodes/:code', parseJsonBody, async (req, res) => {
    const action = organiserAction(req, res, promoCodePathParams, updatePromoCodeRequest);
    res.json(await updatePromoCode({ services, ...action }));
  });

  router.delete('/api/events/:eventId/promoCodes/:code', async (req, res) => {
    const promoCode = organiserAction(req, res, promoCodePathParams);
    res.json(await updatePromoCode({ services, ...promoCode, input: { active: false } }));
  });

  // The buyer's page (an anonymous session is fine): what a typed code takes off. Guesses are
  // limited per buyer, and every unusable code gets the same 404.
  serveCodeCheck(router, services, {
    path: 'promoCodeCheck',
    bucket: 'promo-code-check',
    request: promoCodeCheckRequest,
    check: checkPromoCode,
  });

  return router;
}
