import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { readSitemap } from '../../app/search-engines/read-sitemap';
import { robotsTxt, sitemapXml } from '../search-engine-files';

/**
 * How long Hosting's CDN keeps the sitemap and robots.txt: five minutes. Search engines read
 * them now and then, so a new event is listed within minutes, and a crawler asking often
 * costs the events' read no more than once in that time.
 */
export const searchEngineFilesCacheControl = 'public, max-age=0, s-maxage=300';

/**
 * `/sitemap.xml` and `/robots.txt` (Hosting rewrites both here): what search engines read
 * first. The sitemap lists the landing, What's on, each listed approved event not yet over by
 * its canonical address, and the organisations' pages of those events.
 */
export function searchEngineRoutes(
  services: Pick<Services, 'docs' | 'publicBaseUrl' | 'clock'>,
): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    const pages = await readSitemap({ services });
    res.set('Cache-Control', searchEngineFilesCacheControl);
    res.type('application/xml').send(sitemapXml(services.publicBaseUrl, pages));
  });
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', searchEngineFilesCacheControl);
    res.type('text/plain').send(robotsTxt(services.publicBaseUrl));
  });
  return router;
}
