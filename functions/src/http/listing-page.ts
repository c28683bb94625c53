import { escapeHtml } from '../domain/escape-html';
import { siteNameOf } from './event-page';

/** What a list's head says of it: its title and link preview (chat apps run no script). */
export type ListingPageHead = {
  title: string;
  description: string;
  /** Absolute, as chat apps and search engines read it. */
  url: string;
  imageUrl?: string;
};

const titleLinePattern = /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\n?/i;
const descriptionPattern = /[ \t]*<meta\s[^>]*name=["']description["'][^>]*>[ \t]*\n?/i;
const pageRootPattern = /<div id="event-page"><\/div>/;
const descriptionLength = 200;

/** One line, at most `max` characters, cut at a word with an ellipsis. */
function summarise(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * web/listing.html as built, with the server-rendered body in its `#event-page` element and,
 * when given, the page's title, description, canonical URL, Open Graph and Twitter card tags
 * in its head (every value escaped); without a head (a 404, a 400) it keeps the template's.
 */
export function renderListingPage(
  template: string,
  { body, head }: { body: string; head?: ListingPageHead },
): string {
  const withBody = template.replace(pageRootPattern, () => `<div id="event-page">${body}</div>`);
  if (!head) return withBody;
  const siteName = siteNameOf(template);
  const description = summarise(head.description, descriptionLength) || head.title;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(siteName ? `${head.title} · ${siteName}` : head.title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', 'website'),
    ...(siteName ? [meta('property', 'og:site_name', siteName)] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', head.url),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    ...(head.imageUrl ? [meta('name', 'twitter:image', head.imageUrl)] : []),
  ];
  const stripped = withBody.replace(titleLinePattern, '').replace(descriptionPattern, '');
  return stripped.replace(/[ \t]*<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
}
