import { Router, type Response } from 'express';
import { AppError } from '../../app/common/app-error';
import type { Services } from '../../app/common/services';
import { getOrganisationPage } from '../../app/listings/get-organisation-page';
import { listWhatsOn } from '../../app/listings/list-whats-on';
import { whatsOnQuery } from '../../contract/listing';
import { organisationPublicPath, organisationSlug } from '../../contract/organisations';
import { siteNameOf, templateFromHosting, type PageTemplateSource } from '../event-page';
import { renderListingPage, type ListingPageHead } from '../listing-page';
import {
  badFilterBody,
  listingNotFoundBody,
  organisationPageBody,
  whatsOnBody,
  whatsOnHref,
} from '../listing-page-markup';
import { parseOrThrow } from '../validate';
import { pageTemplateOrWait } from './page-template-or-wait';

/**
 * How long Hosting's CDN may keep a list: five seconds. A list carries what changes (on sale,
 * sold out, a new event approved, one cancelled), so it is kept no longer than that, while a
 * crowd opening the same list reaches the function a few times a minute; browsers keep nothing.
 */
export const listingPageCacheControl = 'public, max-age=0, s-maxage=5';

type ListingServices = Pick<Services, 'docs' | 'publicBaseUrl' | 'clock'>;

/**
 * What's on and organisations' pages (issue 40), server-rendered into web/listing.html (a
 * stylesheet, no script) as the event page is into event.html, with link previews in the head:
 * `/o/{slug}` (Hosting rewrites `/o/**` here), `/events` (filters and the page in the query)
 * and `GET /api/whats-on`, the same list as JSON for the landing's Upcoming events. An unknown
 * or malformed slug is a 404 page; a filter that cannot be read a 400 naming it; nothing else.
 */
export function listingPageRoutes(
  services: ListingServices,
  pageTemplate: PageTemplateSource = templateFromHosting(services.publicBaseUrl, 'listing.html'),
): Router {
  const router = Router();

  const sendPage = async (
    res: Response,
    status: number,
    content: (siteName: string) => { body: string; head?: ListingPageHead },
  ) => {
    const template = await pageTemplateOrWait(res, pageTemplate, 'listing.html for a list');
    if (template === undefined) return;
    const { body, head } = content(siteNameOf(template));
    res.set('Cache-Control', listingPageCacheControl);
    res
      .status(status)
      .type('html')
      .send(renderListingPage(template, { body, ...(head ? { head } : {}) }));
  };

  const notFound = (res: Response) =>
    sendPage(res, 404, (siteName) => ({
      body: listingNotFoundBody(
        siteName,
        'Page not found',
        'No organisation has this address. Check the link you were given.',
      ),
    }));

  // A pattern, not `/o/:slug`: the router would fail a malformed escape (`%E0%A4%A`) with a
  // 500 before this could answer it with the 404 it is.
  router.get(/^\/o(?:\/.*)?$/, async (req, res) => {
    const segments = req.path.split('/').slice(2);
    let asked = '';
    try {
      asked = segments.length === 1 ? decodeURIComponent(segments[0]!) : '';
    } catch {
      // A malformed escape names no organisation.
    }
    const slug = organisationSlug.safeParse(asked);
    if (!slug.success) return notFound(res);
    // One address per organisation: `/o/Rooftop` is `/o/rooftop`.
    if (slug.data !== asked) {
      res.set('Cache-Control', listingPageCacheControl);
      return res.redirect(301, organisationPublicPath(slug.data));
    }
    const page = await getOrganisationPage({ services, slug: slug.data });
    if (!page) return notFound(res);
    return sendPage(res, 200, (siteName) => ({
      body: organisationPageBody(page, siteName),
      head: {
        title: page.name,
        description: page.about ?? `Events by ${page.name}`,
        url: `${services.publicBaseUrl}${organisationPublicPath(page.slug)}`,
        ...(page.logoUrl ? { imageUrl: `${services.publicBaseUrl}${page.logoUrl}` } : {}),
      },
    }));
  });

  router.get('/events', async (req, res) => {
    const parsed = whatsOnQuery.safeParse(req.query);
    if (!parsed.success) {
      const problems = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.') || 'query', issue.message]),
      );
      return sendPage(res, 400, (siteName) => ({ body: badFilterBody(siteName, problems) }));
    }
    const query = parsed.data;
    let list;
    try {
      list = await listWhatsOn({ services, query });
    } catch (error) {
      // A page cursor that is not one of ours: a 400 naming `after`, as the API answers.
      if (error instanceof AppError && error.code === 'validation_failed') {
        return sendPage(res, 400, (siteName) => ({
          body: badFilterBody(siteName, error.fields ?? { after: error.message }),
        }));
      }
      throw error;
    }
    const filters = { area: query.area, when: query.when, q: query.q };
    return sendPage(res, 200, (siteName) => ({
      body: whatsOnBody({ ...list, filters, isFirstPage: query.after === undefined }, siteName),
      head: {
        title: 'What’s on',
        description: 'Events with tickets on sale now, soonest first.',
        url: `${services.publicBaseUrl}${whatsOnHref(filters, query.after)}`,
      },
    }));
  });

  router.get('/api/whats-on', async (req, res) => {
    const query = parseOrThrow(whatsOnQuery, req.query);
    const list = await listWhatsOn({ services, query });
    res.set('Cache-Control', listingPageCacheControl);
    res.json(list);
  });

  return router;
}
