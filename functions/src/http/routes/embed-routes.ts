import { Router } from 'express';
import * as logger from 'firebase-functions/logger';
import type { Services } from '../../app/common/services';
import { checkEmbedding } from '../../app/widget/check-embedding';
import { getFramingOrigins } from '../../app/widget/get-framing-origins';
import { eventId as eventIdSchema, eventPathParams } from '../../contract/ids';
import { embedCheckQuery } from '../../contract/widget';
import { embedPagePolicy } from '../embed-policy';
import { embedNotFoundBody, embedPageBody, renderEmbedPage } from '../embed-page-markup';
import {
  pageFromHosting,
  siteNameOf,
  type HostingPage,
  type HostingPageSource,
} from '../event-page';
import { parseOrThrow } from '../validate';
import { eventPageCacheControl, publicEventOrNothing } from './event-page-routes';

/**
 * The widget's two requests (issue 40): `/embed/event/{id}` (Hosting rewrites `/embed/**`
 * here), the buy panel alone for the widget's overlay frame, which only the sites the event's
 * organisation lists may frame (`frame-ancestors`, in the site's own policy: Hosting sends
 * none for this path); and `GET /api/events/{id}/embed-check?origin=`, which the widget's
 * loader asks from the organiser's page before it opens the overlay.
 */
export function embedRoutes(
  services: Pick<Services, 'docs' | 'publicBaseUrl' | 'platformFee' | 'clock'>,
  page: HostingPageSource = pageFromHosting(services.publicBaseUrl, 'event.html'),
): Router {
  const router = Router();

  router.get('/embed/event/{*rest}', async (req, res) => {
    const eventId = req.path.split('/')[3] ?? '';
    let template: HostingPage;
    try {
      template = await page();
    } catch (error) {
      logger.error('Could not read the web app’s event.html for an embedded panel', error);
      res.set('Retry-After', '5');
      res.set('Content-Security-Policy', embedPagePolicy(undefined, []));
      res.status(503).type('text').send('Starting up: try again in a few seconds.');
      return;
    }
    const [event, framing] = eventIdSchema.safeParse(eventId).success
      ? await Promise.all([
          publicEventOrNothing(services, eventId),
          getFramingOrigins({ services, eventId }),
        ])
      : [undefined, undefined];
    const origins = event && framing ? framing.origins : [];
    res.set('Content-Security-Policy', embedPagePolicy(template.policy, origins));
    res.set('Cache-Control', eventPageCacheControl);
    const siteName = siteNameOf(template.html);
    if (!event) {
      const body = embedNotFoundBody();
      res
        .status(404)
        .type('html')
        .send(renderEmbedPage(template.html, body, siteName));
      return;
    }
    const body = embedPageBody(event, origins, services.clock.now().toISOString());
    const title = `Tickets: ${event.name}${siteName ? ` · ${siteName}` : ''}`;
    res.type('html').send(renderEmbedPage(template.html, body, title));
  });

  router.get('/api/events/:eventId/embed-check', async (req, res) => {
    // Asked by the loader on organisers' own sites, so every origin may read the answer
    // (refusals too): it is public, and carries no credentials.
    res.set('Access-Control-Allow-Origin', '*');
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { origin } = parseOrThrow(embedCheckQuery, req.query);
    const answer = await checkEmbedding({ services, eventId, origin });
    // As short as the embedded page's own: a site just allowed works within seconds.
    res.set('Cache-Control', 'public, max-age=5, s-maxage=5');
    res.json(answer);
  });

  return router;
}
