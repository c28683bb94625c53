import type { EventPreview } from '../app/events/get-event-preview';
import { renderPage } from './page-head';

const titlePattern = /<title>([\s\S]*?)<\/title>/i;

/** The `&amp;` of the template's own title back to `&`, so it is escaped once, not twice. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * What `/event/{id}` shows: the page's body, the link preview of a public event, and the
 * search engines' structured data (a `<script type="application/ld+json">`, event-json-ld.ts).
 */
export type EventPageContent = {
  body: string;
  preview: EventPreview | undefined;
  structuredData?: string;
};

/**
 * The event page's template (web/event.html as built) with the server-rendered body in its
 * `#event-page` element and, for a public event, its title, description, Open Graph and
 * Twitter card tags and its structured data in its head, every value escaped; without a
 * preview (the event is not public) it keeps the template's own title and carries neither.
 */
export function renderEventPage(
  template: string,
  { body, preview, structuredData }: EventPageContent,
): string {
  const head = preview && {
    title: preview.name,
    description: preview.description,
    url: preview.url,
    ...(preview.imageUrl ? { imageUrl: preview.imageUrl, largeImage: true } : {}),
    ...(structuredData ? { extra: structuredData } : {}),
  };
  return renderPage(template, { body, head, siteName: siteNameOf(template) });
}

/** The product's name as the template's title says it (`&amp;` decoded, to be escaped once). */
export function siteNameOf(template: string): string {
  return decodeEntities(titlePattern.exec(template)?.[1]?.trim() ?? '');
}

export type PageTemplateSource = () => Promise<string>;

/** A page of the web app as Hosting served it, with the Content-Security-Policy it came with. */
export type HostingPage = { html: string; policy: string | undefined };
export type HostingPageSource = () => Promise<HostingPage>;

/**
 * A page of the web app as Hosting serves it (`{publicBaseUrl}/{file}`, a static file, so
 * never this function again), kept in memory for `ttlMs`: a deploy of the web app is seen
 * within a minute, and its hashed script names always match what Hosting has. When Hosting
 * cannot be reached, the last copy is used for as long as it takes.
 */
export function templateFromHosting(
  publicBaseUrl: string,
  file: string,
  options: { ttlMs?: number; fetchFn?: typeof fetch } = {},
): PageTemplateSource {
  const page = pageFromHosting(publicBaseUrl, file, options);
  return async () => (await page()).html;
}

/**
 * As `templateFromHosting`, with the policy Hosting sent the page with: the embedded buy
 * panel (routes/embed-routes.ts) sends the site's own policy but for who may frame it.
 */
export function pageFromHosting(
  publicBaseUrl: string,
  file: string,
  { ttlMs = 60_000, fetchFn = fetch }: { ttlMs?: number; fetchFn?: typeof fetch } = {},
): HostingPageSource {
  let cached: (HostingPage & { at: number }) | undefined;
  let inFlight: Promise<HostingPage> | undefined;
  const load = async () => {
    const response = await fetchFn(`${publicBaseUrl}/${file}`, {
      signal: AbortSignal.timeout(5_000),
    });
    const html = await response.text();
    if (!response.ok || !/<\/head>/i.test(html)) {
      throw new Error(`${publicBaseUrl}/${file} answered ${response.status}`);
    }
    const policy = response.headers.get('content-security-policy') ?? undefined;
    cached = { html, policy, at: Date.now() };
    return cached;
  };
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached;
    inFlight ??= load().finally(() => {
      inFlight = undefined;
    });
    try {
      return await inFlight;
    } catch (error) {
      if (cached) return cached;
      throw error;
    }
  };
}
