import { Router } from 'express';
import * as logger from 'firebase-functions/logger';
import { getEventPreview } from '../../app/events/get-event-preview';
import type { Services } from '../../app/common/services';
import { eventId as eventIdSchema } from '../../contract/ids';
import { indexHtmlFromHosting, renderEventPage, type IndexHtmlSource } from '../event-page';

/**
 * `/event/{id}` (Hosting rewrites `/event/**` here): the web app's page with the event's
 * link preview in its head, for chat apps and social sites, which run no JavaScript.
 * Browsers get the same page and the app starts as from index.html.
 */
export function eventPageRoutes(
  services: Pick<Services, 'docs' | 'publicBaseUrl'>,
  indexHtml: IndexHtmlSource = indexHtmlFromHosting(services.publicBaseUrl),
): Router {
  const router = Router();
  router.get('/event/{*rest}', async (req, res) => {
    let html: string;
    try {
      html = await indexHtml();
    } catch (error) {
      logger.error('Could not read the web app’s index.html for an event page', error);
      res.set('Retry-After', '5');
      res
        .status(503)
        .type('html')
        .send(
          '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="5">' +
            '<title>One moment</title><p>This page is starting up: it reloads in a few seconds.</p>',
        );
      return;
    }
    const eventId = req.path.split('/')[2] ?? '';
    const preview = eventIdSchema.safeParse(eventId).success
      ? await getEventPreview({ services, eventId })
      : undefined;
    // Public facts, the same for everybody: shared caches may keep the page briefly.
    res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
    res.type('html').send(renderEventPage(html, preview));
  });
  return router;
}
