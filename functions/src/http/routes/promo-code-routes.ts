import { Router } from 'express';
import { checkPromoCode } from '../../app/promo-codes/check-promo-code';
import { enforceRateLimit } from '../../app/common/rate-limit';
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
import { requireAccount, requireUser, viewerOf } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/**
 * An event's promo codes, for its organiser (and administrators): anyone else is told the
 * event does not exist. Codes are never deleted (their orders name them): deactivated.
 */
export function promoCodeRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/events/:eventId/promoCodes', async (req, res) => {
    requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    res.json(await listPromoCodes({ services, eventId, viewer: viewerOf(res) }));
  });

  router.post('/api/events/:eventId/promoCodes', parseJsonBody, async (req, res) => {
    requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const input = parseBodyOrThrow(createPromoCodeRequest, req.body);
    res
      .status(201)
      .json(await createPromoCode({ services, eventId, viewer: viewerOf(res), input }));
  });

  router.patch('/api/events/:eventId/promoCodes/:code', parseJsonBody, async (req, res) => {
    requireAccount(res);
    const { eventId, code } = parseOrThrow(promoCodePathParams, req.params);
    const input = parseBodyOrThrow(updatePromoCodeRequest, req.body);
    res.json(await updatePromoCode({ services, eventId, code, viewer: viewerOf(res), input }));
  });

  router.delete('/api/events/:eventId/promoCodes/:code', async (req, res) => {
    requireAccount(res);
    const { eventId, code } = parseOrThrow(promoCodePathParams, req.params);
    const input = { active: false };
    res.json(await updatePromoCode({ services, eventId, code, viewer: viewerOf(res), input }));
  });

  // The buyer's page (an anonymous session is fine): what a typed code takes off. Guesses are
  // limited per buyer, and every unusable code gets the same 404.
  router.post('/api/events/:eventId/promoCodeCheck', parseJsonBody, async (req, res) => {
    const user = requireUser(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { code } = parseBodyOrThrow(promoCodeCheckRequest, req.body);
    await enforceRateLimit({
      services,
      bucket: 'promo-code-check',
      clientKey: `uid:${user.uid}`,
      ...promoChecksPerBuyer,
    });
    res.json(await checkPromoCode({ services, eventId, code }));
  });

  return router;
}

/** Enough for a buyer who mistypes a few times; too few to guess codes by. */
export const promoChecksPerBuyer = { limit: 20, windowSeconds: 600 };
