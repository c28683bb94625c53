import { Router } from 'express';
import {
  bannerQuery,
  createEventRequest,
  eventViewQuery,
  updateEventRequest,
} from '../../contract/events';
import { myEventsQuery, type MyEventsResponse } from '../../contract/my-events';
import { eventPathParams } from '../../contract/ids';
import { createEvent } from '../../app/events/create-event';
import { deleteEvent } from '../../app/events/delete-event';
import { resubmitEvent } from '../../app/events/resubmit-event';
import { updateEvent } from '../../app/events/update-event';
import { serveEventLists } from '../../app/waiting-list/serve-and-notify';
import { getEvent } from '../../app/events/get-event';
import { getEventBanner } from '../../app/events/get-event-banner';
import { listMyEvents } from '../../app/events/list-my-events';
import { ensureEventOrganisations } from '../../app/organisations/move-events-into-organisations';
import type { Services } from '../../app/common/services';
import { requireAccount, viewerOf } from '../auth';
import { parseJsonBody } from '../json-body';
import { requireOrganiser } from '../organiser';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

export function eventRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/events', parseJsonBody, async (req, res) => {
    const owner = await requireOrganiser(res, services.identity);
    const input = parseBodyOrThrow(createEventRequest, req.body);
    const event = await createEvent({ services, ownerUid: owner.uid, input });
    res.status(201).json(event);
  });

  router.get('/api/events/mine', async (req, res) => {
    const person = requireAccount(res);
    const { orgId, ...page } = parseOrThrow(myEventsQuery, req.query);
    // Events made before organisations are moved into them before the first list (npm run
    // migrate does it at deploy; this covers a stack that has not run it).
    await ensureEventOrganisations(services.docs, services.clock);
    const body: MyEventsResponse = await listMyEvents({
      services,
      uid: person.uid,
      apiKey: person.apiKey,
      ...(orgId ? { orgId } : {}),
      page,
    });
    res.json(body);
  });

  router.get('/api/events/:eventId', async (req, res) => {
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { as } = parseOrThrow(eventViewQuery, req.query);
    const viewer = viewerOf(res);
    const event = await getEvent({ services, eventId, viewer, organiserOnly: as === 'organiser' });
    // The answer to nobody in particular is the public view of an approved event: Hosting's
    // CDN may keep it a minute (and browsers half that). An answer to a token may be the
    // owner's view: it stays private, and the Vary keeps the two apart in every cache.
    res.set('Vary', 'Authorization');
    if (viewer === undefined) res.set('Cache-Control', 'public, max-age=30, s-maxage=60');
    res.json(event);
  });

  router.put('/api/events/:eventId', parseJsonBody, async (req, res) => {
    await requireOrganiser(res, services.identity);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const input = parseBodyOrThrow(updateEventRequest, req.body);
    const updated = await updateEvent({ services, eventId, viewer: viewerOf(res), input });
    // A capacity raised while people wait: the new tickets are offered to them at once.
    await serveEventLists(services, eventId);
    res.json(updated);
  });

  router.delete('/api/events/:eventId', async (req, res) => {
    await requireOrganiser(res, services.identity);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    await deleteEvent({ services, eventId, viewer: viewerOf(res) });
    res.status(204).end();
  });

  router.post('/api/events/:eventId/resubmit', async (req, res) => {
    await requireOrganiser(res, services.identity);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    res.json(await resubmitEvent({ services, eventId, viewer: viewerOf(res) }));
  });

  router.get('/api/events/:eventId/banner', async (req, res) => {
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { v: version, w: width, f: format } = parseOrThrow(bannerQuery, req.query);
    const { blob, isPublic } = await getEventBanner({
      services,
      eventId,
      viewer: viewerOf(res),
      version,
      size: width !== undefined && format !== undefined ? { width, format } : undefined,
    });
    // Only the approved version is ever public, and each version has its own URL.
    res.set('Cache-Control', isPublic ? 'public, max-age=300' : 'private, no-store');
    res.type(blob.contentType).send(blob.bytes);
  });

  return router;
}
