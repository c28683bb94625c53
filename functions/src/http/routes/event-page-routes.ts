import { Router } from 'express';
import { getEvent } from '../../app/events/get-event';
import { getEventPreview } from '../../app/events/get-event-preview';
import { AppError } from '../../app/common/app-error';
import type { Services } from '../../app/common/services';
import type { PublicEvent } from '../../contract/public';
import { eventId as eventIdSchema } from '../../contract/ids';
import {
  renderEventPage,
  siteNameOf,
  templateFromHosting,
  type PageTemplateSource,
} from '../event-page';
import { eventPageBody, notFoundBody } from '../event-page-markup';
import { eventJsonLd, jsonLdScript } from '../event-json-ld';
import { pageTemplateOrWait } from './page-template-or-wait';

/**
 * How long Hosting's CDN may keep an event page: one second. The page carries what changes
 * (what is left of each type, sold out, cancelled), so it is kept no longer than a buyer
 * would notice, while a rush on a shared link still reaches this function about once a
 * second rather than once a visit. Browsers keep nothing (`max-age=0`): a reload is fresh.
 */
export const eventPageCacheControl = 'public, max-age=0, s-maxage=1';

/**
 * `/event/{id}` and `/event/{id}/{slug}` (Hosting rewrites `/event/**` here; the slug is for
 * people and search engines, any will do, and the page names its canonical one): the public
 * event page, server-rendered into web/event.html (its own small entry, not the app's
 * index.html): the event, each ticket type with its price and state, and the event as JSON
 * for the buy panel to take over without asking again; with the link preview in its head for
 * chat apps and social sites, which run no JavaScript, and the event as schema.org data for
 * search engines. An id that names no public event answers 404 with no event data.
 */
export function eventPageRoutes(
  services: Pick<Services, 'docs' | 'publicBaseUrl' | 'platformFee' | 'clock'>,
  pageTemplate: PageTemplateSource = templateFromHosting(services.publicBaseUrl, 'event.html'),
): Router {
  const router = Router();
  router.get('/event/{*rest}', async (req, res) => {
    const template = await pageTemplateOrWait(res, pageTemplate, 'event.html for an event page');
    if (template === undefined) return;
    const eventId = req.path.split('/')[2] ?? '';
    const [event, preview] = eventIdSchema.safeParse(eventId).success
      ? await Promise.all([
          publicEventOrNothing(services, eventId),
          getEventPreview({ services, eventId }),
        ])
      : [undefined, undefined];
    const siteName = siteNameOf(template);
    res.set('Cache-Control', eventPageCacheControl);
    if (!event) {
      res
        .status(404)
        .type('html')
        .send(renderEventPage(template, { body: notFoundBody(siteName), preview: undefined }));
      return;
    }
    const now = services.clock.now().toISOString();
    const body = eventPageBody(event, siteName, now);
    const jsonLd = preview && eventJsonLd(event, preview, { baseUrl: services.publicBaseUrl, now });
    const structuredData = jsonLd ? jsonLdScript(jsonLd) : undefined;
    res.type('html').send(renderEventPage(template, { body, preview, structuredData }));
  });
  return router;
}

/** The public view of an approved event, as GET /api/events/{id} answers nobody in particular. */
export async function publicEventOrNothing(
  services: Pick<Services, 'docs' | 'platformFee'>,
  eventId: string,
): Promise<PublicEvent | undefined> {
  try {
    // Nobody in particular: always the public view, never an owner's.
    return (await getEvent({ services, eventId, viewer: undefined })) as PublicEvent;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
}
