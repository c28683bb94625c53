import type { PublicEvent } from '../contract/public';
import { embedBridgePath, embedDataId, type EmbedPageData } from '../contract/widget-messages';
import { escapeHtml } from '../domain/escape-html';
import { buyPanel, cancelledNotice, embeddedJson, eventDataId, facts } from './event-page-markup';

/**
 * The embedded buy panel (`/embed/event/{id}`), the widget's overlay frame on an organiser's
 * own site: the event page's buy panel (the same island, the same checkout) under the event's
 * name, date and venue, without the site's header, banner or description. The bridge script
 * (`/embed-bridge.js`) tells the host page what happens; it is a static file of its own, so
 * the event page's own JavaScript stays as it is.
 */
export function embedPageBody(event: PublicEvent, allowedOrigins: string[], now: string): string {
  const data: EmbedPageData = { eventId: event.id, allowedOrigins };
  return (
    `<main class="ep-main ep-embed"><div class="ep-layout">` +
    `<div class="ep-head"><h1 class="ep-title">${escapeHtml(event.name)}</h1>${facts(event)}</div>` +
    `${event.cancelledAt ? cancelledNotice(event) : buyPanel(event, now)}</div></main>` +
    `<script type="application/json" id="${eventDataId}">${embeddedJson(event)}</script>` +
    `<script type="application/json" id="${embedDataId}">${embeddedJson(data)}</script>` +
    `<script type="module" src="${embedBridgePath}"></script>`
  );
}

/** An id that names no public event: nothing is on sale here. */
export function embedNotFoundBody(): string {
  return (
    '<main class="ep-main ep-embed"><h1 class="ep-title">Event not found</h1>' +
    '<p>Tickets for this event are not on sale here: it does not exist, or it is not open ' +
    'to the public.</p></main>'
  );
}

const pageRootPattern = /<div id="event-page"><\/div>/;
const titlePattern = /<title>[\s\S]*?<\/title>/i;

/**
 * The event page's template (web/event.html as built) around an embedded panel: `title` as
 * its title, and in its head what a page in a frame needs. Every link opens a tab of its own
 * (`<base target="_blank">`): the tickets, the map and the site's other pages may not be
 * framed, and a buyer's own tab is where they belong. Search engines leave it out: the event
 * page is the event's page.
 */
export function renderEmbedPage(template: string, body: string, title: string): string {
  return template
    .replace(pageRootPattern, () => `<div id="event-page">${body}</div>`)
    .replace(titlePattern, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /[ \t]*<\/head>/i,
      '    <meta name="robots" content="noindex" />\n    <base target="_blank" />\n  </head>',
    );
}
