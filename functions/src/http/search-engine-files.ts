import type { SitemapPage, SitemapPages } from '../app/search-engines/read-sitemap';
import { escapeHtml } from '../domain/escape-html';

/**
 * The files search engines ask a site for, as text: `/sitemap.xml` (the sitemaps.org
 * protocol) and `/robots.txt`. Pure: search-engine-routes.ts reads what they list.
 */

/** The pages always listed: the landing and What's on. */
const fixedPaths = ['/', '/events'];

function urlElement(baseUrl: string, { path, lastmod }: Partial<SitemapPage>): string {
  const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(`${baseUrl}${path ?? '/'}`)}</loc>${modified}</url>`;
}

export function sitemapXml(baseUrl: string, { events, organisations }: SitemapPages): string {
  const urls = [
    ...fixedPaths.map((path) => urlElement(baseUrl, { path })),
    ...events.map((page) => urlElement(baseUrl, page)),
    ...organisations.map((page) => urlElement(baseUrl, page)),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/**
 * Everything may be read but the workspace, the API, the door and buyers' own tickets (pages
 * that are someone's, or no page at all); the banners and logos the event pages' structured
 * data names are API addresses, so they are let through (the longest rule wins).
 */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /platform',
    'Disallow: /api/',
    'Allow: /api/events/*/banner',
    'Allow: /api/organisations/*/logo',
    'Disallow: /check-in',
    'Disallow: /tickets',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
