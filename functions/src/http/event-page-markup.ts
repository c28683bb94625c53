import { formatMinorUnits } from '../contract/money';
import type { PublicEvent, PublicTicketType } from '../contract/public';
import { escapeHtml } from '../domain/escape-html';
import { venueMapUrl } from '../app/email/event-when';
import { formatEventTimesIn } from '../contract/event-time';
import { bannerPictureHtml } from './banner-picture-html';

/**
 * The public event page's body as the server sends it: everything a buyer reads (the event,
 * each ticket type with its price and state, or that it was cancelled) is in the first
 * response, with no JavaScript. The class names are styled by the page's own stylesheet
 * (web/src/event-page/event-page.css). The buy panel (`#buy-panel`) is the one island the
 * browser replaces, with the app's checkout, from the event embedded as JSON (`#event-data`).
 */

/** Below this many left, the page says "only N left" (web's checkout/type-availability.ts). */
const fewLeft = 10;

/** The id of the embedded public view, which web/src/event-page/main.tsx reads. */
export const eventDataId = 'event-data';

type TypeState = { label: string; tone: 'sold' | 'soon' | 'few' | 'on' };

/** A type's state at `now`, from the view itself (the browser then asks for the live one). */
export function typeStateOf(type: PublicTicketType, now: string): TypeState {
  if (type.salesStart && now < type.salesStart) return { label: 'Not on sale yet', tone: 'soon' };
  if (type.salesEnd && now >= type.salesEnd) return { label: 'Sales ended', tone: 'sold' };
  if (type.left === 0) return { label: 'Sold out', tone: 'sold' };
  if (type.left <= fewLeft) return { label: `Only ${type.left} left`, tone: 'few' };
  return { label: 'On sale', tone: 'on' };
}

const price = (type: PublicTicketType) => `${formatMinorUnits(type.price)} ${type.currency}`;

function ticketTypeItem(type: PublicTicketType, now: string): string {
  const state = typeStateOf(type, now);
  const feeNote =
    feeOf(type) > 0
      ? `<span class="ep-fee">+ ${formatMinorUnits(type.serviceFee ?? 0)} ${type.currency} service fee and ${formatMinorUnits(type.serviceFeeVat ?? 0)} ${type.currency} VAT on it</span>`
      : '';
  return (
    `<li class="ep-type"><span class="ep-type-name">${escapeHtml(type.name)}</span>` +
    `<span class="ep-type-line"><span class="ep-price">${escapeHtml(price(type))}</span> ` +
    `<span class="ep-state" data-tone="${state.tone}">${escapeHtml(state.label)}</span></span>` +
    `${feeNote}</li>`
  );
}

const feeOf = (type: PublicTicketType) => (type.serviceFee ?? 0) + (type.serviceFeeVat ?? 0);

/**
 * What the buy form the island draws will hold, for the stylesheet to reserve its height
 * (web/src/event-page/event-page.css): its rows, their fee notes, the total (once a type is
 * on sale, one of the first is chosen) and the fee lines above it. Not for a waiting room,
 * which draws something else.
 */
function reservedForm(event: PublicEvent, now: string): string {
  if (event.waitingRoom || event.types.length === 0) return '';
  const firstOnSale = event.types.find((type) =>
    ['on', 'few'].includes(typeStateOf(type, now).tone),
  );
  const counts = {
    '--ep-types': event.types.length,
    '--ep-fee-notes': event.types.filter((type) => feeOf(type) > 0).length,
    '--ep-total': firstOnSale ? 1 : 0,
    '--ep-fee-lines': firstOnSale && feeOf(firstOnSale) > 0 ? 1 : 0,
  };
  const style = Object.entries(counts)
    .map(([name, count]) => `${name}: ${count}`)
    .join('; ');
  return ` data-reserve style="${style}"`;
}

/** What is on sale, and a Buy button that says it is not ready until the island replaces it. */
export function buyPanel(event: PublicEvent, now: string): string {
  const types = event.types.length
    ? `<ul class="ep-types">${event.types.map((type) => ticketTypeItem(type, now)).join('')}</ul>`
    : '<p>No tickets are on sale for this event.</p>';
  return (
    `<section class="ep-buy" id="buy-panel" aria-label="Tickets"${reservedForm(event, now)}>` +
    `<h2 class="ep-buy-title">Tickets</h2>${types}` +
    // Disabled, and saying why, until the checkout has loaded (and then replaced).
    `<button type="button" class="ep-buy-button" disabled>Buy a ticket! (loading…)</button>` +
    `</section>`
  );
}

export function cancelledNotice(event: PublicEvent): string {
  const reason = event.cancelledReason ? `<p>${escapeHtml(event.cancelledReason)}</p>` : '';
  return (
    `<section class="ep-cancelled" aria-labelledby="ep-cancelled-title">` +
    `<h2 id="ep-cancelled-title">This event was cancelled</h2>${reason}` +
    '<p>Tickets are no longer sold. If you bought tickets, your order is refunded in full ' +
    'and we emailed you about it.</p></section>'
  );
}

export function facts(event: PublicEvent): string {
  // On the venue's clock, worded as the app does; UTC for a zone the runtime does not know.
  const when = formatEventTimesIn(event, 'UTC');
  const mapUrl = venueMapUrl(event.locationText, event.location);
  const where =
    event.locationText || mapUrl
      ? `<p class="ep-fact" data-fact="where">${escapeHtml(event.locationText ?? '')}${
          mapUrl
            ? `${event.locationText ? ' · ' : ''}<a href="${escapeHtml(mapUrl)}" target="_blank" rel="noreferrer">Open map</a>`
            : ''
        }</p>`
      : '';
  const whenLine = when
    ? `<p class="ep-fact" data-fact="when"><time datetime="${escapeHtml(event.startsAt ?? '')}">${escapeHtml(when)}</time></p>`
    : '';
  return whenLine + where;
}

/** The header: the product's name home, and the way to log in (the island may change it). */
function header(siteName: string): string {
  return (
    `<header class="ep-header"><a class="ep-brand" href="/">${escapeHtml(siteName)}</a>` +
    `<a class="ep-account" id="account-link" href="/user-flow/login" data-platform-href="/platform">Login</a></header>`
  );
}

/**
 * `<script type="application/json">` content: JSON with every `<` (so no `</script>` or
 * `<!--` can end or change the element), and the line separators old parsers choke on, as
 * escapes; `JSON.parse` gives the same value back.
 */
export function embeddedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page of a public event; `now` decides the sales windows' states. */
export function eventPageBody(event: PublicEvent, siteName: string, now: string): string {
  // Its sizes in a fixed box (the stylesheet's height, full width): nothing moves when it arrives.
  const banner = bannerPictureHtml(event, 'ep-banner');
  const about = event.description ? `<p class="ep-about">${escapeHtml(event.description)}</p>` : '';
  return (
    `${header(siteName)}<main class="ep-main">${banner}<div class="ep-layout">` +
    `<div class="ep-head"><h1 class="ep-title">${escapeHtml(event.name)}</h1>${facts(event)}</div>` +
    `${event.cancelledAt ? cancelledNotice(event) : buyPanel(event, now)}${about}</div></main>` +
    `<script type="application/json" id="${eventDataId}">${embeddedJson(event)}</script>`
  );
}

/** An id that names no public event: why, and the way home; no event data at all. */
export function notFoundBody(siteName: string): string {
  return (
    `${header(siteName)}<main class="ep-main ep-not-found"><h1 class="ep-title">Event not found</h1>` +
    '<p>This event does not exist, or it is not open to the public yet. Check the link you ' +
    'were given.</p><p><a href="/">Go home</a></p></main>'
  );
}
