import type { EventPreview } from '../app/events/get-event-preview';
import { escapeHtml } from '../domain/escape-html';

const titlePattern = /<title>([\s\S]*?)<\/title>/i;
// Each with its line's indentation and end, so that no blank line is left where it was.
const titleLinePattern = /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\n?/i;
const descriptionPattern = /[ \t]*<meta\s[^>]*name=["']description["'][^>]*>[ \t]*\n?/i;
const previewTagPattern =
  /[ \t]*<meta\s[^>]*(?:property=["']og:|name=["']twitter:)[^>]*>[ \t]*\n?/gi;
const descriptionLength = 200;

/** One line, at most `max` characters, cut at a word with an ellipsis. */
function summarise(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The `&amp;` of index.html's own title back to `&`, so it is escaped once, not twice. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const eventPageModulesPattern =
  /[ \t]*<meta\s+name=["']event-page-modules["']\s+content=["']([^"']*)["'][^>]*>[ \t]*\n?/i;
const assetPath = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The build lists in index.html the files the event page loads beyond the entry (an inert
 * meta tag, see web/event-page-modules.ts); here they become preloads, so the browser fetches
 * them with the entry, not after it has run. Other pages never see them.
 */
function preloadEventPageModules(indexHtml: string): string {
  const files = (eventPageModulesPattern.exec(indexHtml)?.[1] ?? '')
    .split(/\s+/)
    .filter((file) => assetPath.test(file));
  const links = files.map((file) =>
    file.endsWith('.css')
      ? // `crossorigin` as Vite's loader asks for it, or the browser fetches the file twice.
        `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}" />`
      : `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`,
  );
  return indexHtml
    .replace(eventPageModulesPattern, '')
    .replace(/[ \t]*<\/head>/i, (end) =>
      links.length ? `    ${links.join('\n    ')}\n${end}` : end,
    );
}

/**
 * The web app's index.html with an event's title, description, Open Graph and Twitter card
 * tags in its head, every value escaped, and the event page's own code preloaded; without a
 * preview (the event is not public) it keeps the app's own title. The app itself loads as
 * from index.html.
 */
export function renderEventPage(
  withoutPreloads: string,
  preview: EventPreview | undefined,
): string {
  const indexHtml = preloadEventPageModules(withoutPreloads);
  if (!preview) return indexHtml;
  const siteName = decodeEntities(titlePattern.exec(indexHtml)?.[1]?.trim() ?? '');
  const description = summarise(preview.description, descriptionLength) || preview.name;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(siteName ? `${preview.name} · ${siteName}` : preview.name)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    meta('property', 'og:type', 'website'),
    ...(siteName ? [meta('property', 'og:site_name', siteName)] : []),
    meta('property', 'og:title', preview.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', preview.url),
    ...(preview.imageUrl ? [meta('property', 'og:image', preview.imageUrl)] : []),
    meta('name', 'twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.name),
    meta('name', 'twitter:description', description),
    ...(preview.imageUrl ? [meta('name', 'twitter:image', preview.imageUrl)] : []),
    // For browsers: the banner (the page's largest paint) and the event's data start loading
    // with the page's scripts instead of after them. Not at high priority: the banner shows
    // only once the scripts have run, so they come first (measured by bench:web).
    ...(preview.imageUrl
      ? [`<link rel="preload" as="image" href="${escapeHtml(preview.imageUrl)}" />`]
      : []),
    ...(preview.dataPath
      ? [
          `<link rel="preload" as="fetch" href="${escapeHtml(preview.dataPath)}" crossorigin="anonymous" />`,
        ]
      : []),
  ];
  const head = indexHtml
    .replace(titleLinePattern, '')
    .replace(descriptionPattern, '')
    .replace(previewTagPattern, '');
  return head.replace(/[ \t]*<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
}

export type IndexHtmlSource = () => Promise<string>;

/**
 * The web app's index.html as Hosting serves it (`{publicBaseUrl}/index.html`, a static file,
 * so never this function again), kept in memory for `ttlMs`: a deploy of the web app is seen
 * within a minute, and its hashed script names always match what Hosting has. When Hosting
 * cannot be reached, the last copy is used for as long as it takes.
 */
export function indexHtmlFromHosting(
  publicBaseUrl: string,
  { ttlMs = 60_000, fetchFn = fetch }: { ttlMs?: number; fetchFn?: typeof fetch } = {},
): IndexHtmlSource {
  let cached: { html: string; at: number } | undefined;
  let inFlight: Promise<string> | undefined;
  const load = async () => {
    const response = await fetchFn(`${publicBaseUrl}/index.html`, {
      signal: AbortSignal.timeout(5_000),
    });
    const html = await response.text();
    if (!response.ok || !/<\/head>/i.test(html)) {
      throw new Error(`${publicBaseUrl}/index.html answered ${response.status}`);
    }
    cached = { html, at: Date.now() };
    return html;
  };
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.html;
    inFlight ??= load().finally(() => {
      inFlight = undefined;
    });
    try {
      return await inFlight;
    } catch (error) {
      if (cached) return cached.html;
      throw error;
    }
  };
}
