import { Router } from 'express';
import { enforceRateLimit } from '../../app/common/rate-limit';
import type { Services } from '../../app/common/services';
import { claimOffer } from '../../app/waiting-list/claim-offer';
import { joinWaitingList } from '../../app/waiting-list/join-waiting-list';
import { leaveWaitingList } from '../../app/waiting-list/leave-waiting-list';
import {
  actOnWaitingList,
  listWaitingLists,
  setWaitingListSettings,
} from '../../app/waiting-list/organiser-waiting-lists';
import { readWaitingEntry } from '../../app/waiting-list/read-waiting-entry';
import { eventPathParams } from '../../contract/ids';
import {
  joinWaitingListRequest,
  offerNowRequest,
  waitingEntryPathParams,
  waitingEntryTokenHeader,
  waitingEntryTokenRequest,
  waitingListPathParams,
  waitingListSettingsRequest,
} from '../../contract/waiting-list';
import { requireUser } from '../auth';
import { parseJsonBody } from '../json-body';
import { organiserAction } from '../organiser-action';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/** Enough to fix a typo in an email or a quantity a few times; too few to fill a list. */
export const joinsPerBuyer = { limit: 10, windowSeconds: 600 };

/**
 * Waiting lists (app/waiting-list): joining (any session, anonymous included, rate-limited),
 * an entry's link (read, leave, buy the offer: the link's token in a header or the body), and
 * the organiser's view and buttons.
 */
export function waitingListRoutes(services: Services): Router {
  const router = Router();
  const entryRoute = '/api/events/:eventId/waitingLists/:typeId/entries/:entryId';

  router.post('/api/events/:eventId/waitingLists/:typeId/join', parseJsonBody, async (req, res) => {
    const user = requireUser(res);
    const { eventId, typeId } = parseOrThrow(waitingListPathParams, req.params);
    const input = parseBodyOrThrow(joinWaitingListRequest, req.body);
    await enforceRateLimit({
      services,
      bucket: 'waiting-list-join',
      clientKey: `uid:${user.uid}`,
      ...joinsPerBuyer,
    });
    res.json(await joinWaitingList({ services, eventId, typeId, uid: user.uid, input }));
  });

  router.get(entryRoute, async (req, res) => {
    const params = parseOrThrow(waitingEntryPathParams, req.params);
    const { token } = parseOrThrow(waitingEntryTokenRequest, {
      token: req.get(waitingEntryTokenHeader),
    });
    res.json(await readWaitingEntry({ services, ...params, token }));
  });

  router.post(`${entryRoute}/leave`, parseJsonBody, async (req, res) => {
    const params = parseOrThrow(waitingEntryPathParams, req.params);
    const { token } = parseBodyOrThrow(waitingEntryTokenRequest, req.body);
    res.json(await leaveWaitingList({ services, ...params, token }));
  });

  // Buying the offer: a session of its own (the page makes an anonymous one), as Buy does.
  router.post(`${entryRoute}/claim`, parseJsonBody, async (req, res) => {
    const user = requireUser(res);
    const params = parseOrThrow(waitingEntryPathParams, req.params);
    const { token } = parseBodyOrThrow(waitingEntryTokenRequest, req.body);
    res.json(await claimOffer(services, { ...params, token, uid: user.uid }));
  });

  router.get('/api/events/:eventId/waitingLists', async (req, res) => {
    res.json(await listWaitingLists({ services, ...organiserAction(req, res, eventPathParams) }));
  });

  router.put('/api/events/:eventId/waitingListSettings', parseJsonBody, async (req, res) => {
    const action = organiserAction(req, res, eventPathParams, waitingListSettingsRequest);
    res.json(await setWaitingListSettings({ services, ...action }));
  });

  for (const action of ['offer', 'close'] as const) {
    router.post(
      `/api/events/:eventId/waitingLists/:typeId/${action}`,
      parseJsonBody,
      async (req, res) => {
        const list = organiserAction(req, res, waitingListPathParams);
        const { addTickets } = parseBodyOrThrow(offerNowRequest, req.body ?? {});
        res.json(await actOnWaitingList({ services, ...list, action, addTickets }));
      },
    );
  }

  return router;
}
