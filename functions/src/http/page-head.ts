import { escapeHtml } from '../domain/escape-html';

/** What a server-rendered page's head says of it: its title and link preview. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute, as chat apps and search engines read it; also the canonical URL. */
  url: string;
  imageUrl?: string;
  /** A wide banner: chat apps show it large (`summary_large_image`). */
  largeImage?: boolean;
  /** Markup of the page's own for its head (an event's structured data). */
  extra?: string;
};

// Each with its line's indentation and end, so that no blank line is left where it was.
const titleLinePattern = /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\n?/i;
const descriptionPattern = /[ \t]*<meta\s[^>]*name=["']description["'][^>]*>[ \t]*\n?/i;
const previewTagPattern =
  /[ \t]*<meta\s[^>]*(?:property=["']og:|name=["']twitter:)[^>]*>[ \t]*\n?/gi;
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
 * A page template of the web app (event.html, listing.html as built) with the server-rendered
 * `body` in its `#event-page` element and, given a `head`, the page's title, description,
 * canonical URL, Open Graph and Twitter card tags (every value escaped, the template's own
 * title, description and preview tags replaced, not duplicated) and its `extra` markup; without
 * a head (a 404, a page that is not public) it keeps the template's own.
 */
export function renderPage(
  template: string,
  { body, head, siteName }: { body: string; head: PageHead | undefined; siteName: string },
): string {
  const withBody = template.replace(pageRootPattern, () => `<div id="event-page">${body}</div>`);
  if (!head) return withBody;
  const { title, url, imageUrl } = head;
  const description = summarise(head.description, descriptionLength) || title;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(siteName ? `${title} · ${siteName}` : title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    ...(siteName ? [meta('property', 'og:site_name', siteName)] : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(imageUrl ? [meta('property', 'og:image', imageUrl)] : []),
    meta('name', 'twitter:card', imageUrl && head.largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(imageUrl ? [meta('name', 'twitter:image', imageUrl)] : []),
    ...(head.extra ? [head.extra] : []),
  ];
  const stripped = withBody
    .replace(titleLinePattern, '')
    .replace(descriptionPattern, '')
    .replace(previewTagPattern, '');
  return stripped.replace(/[ \t]*<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
}
