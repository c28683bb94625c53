import { bannerImageProps } from '../contract/banner-image';
import { listingWhens, type ListedEvent, type ListingWhen } from '../contract/listing';
import { organisationPublicPath } from '../contract/organisations';
import { escapeHtml } from '../domain/escape-html';

/**
 * The server-rendered lists' bodies (web/listing.html, styled by its own stylesheet,
 * web/src/listing-page/listing-page.css): What's on (`/events`) and an organisation's page
 * (`/o/{slug}`). Everything a visitor reads is in the HTML and the filters are a plain GET
 * form: no script at all.
 */

/** How wide a card's banner is drawn: one column on phones, up to four on a wide screen. */
const cardBannerSizes = '(min-width: 75em) 270px, (min-width: 40em) 45vw, calc(100vw - 32px)';
/** Cards whose banners are fetched at once: those a first screen shows; the rest lazily. */
const eagerCards = 4;

/** The header: the product's name home, What's on, and the way to log in. */
function header(siteName: string): string {
  return (
    `<header class="lp-header"><a class="lp-brand" href="/">${escapeHtml(siteName)}</a>` +
    `<a class="lp-nav" href="/events">What’s on</a>` +
    `<a class="lp-account" href="/user-flow/login">Login</a></header>`
  );
}

function cardPicture(event: ListedEvent, index: number): string {
  if (!event.imageUrl) return '';
  const picture = bannerImageProps(event.imageUrl, event.imageVariants, cardBannerSizes);
  const sources = picture.sources.map(
    (source) =>
      `<source type="${source.type}" srcset="${escapeHtml(source.srcSet)}" sizes="${escapeHtml(source.sizes)}" />`,
  );
  const loading = index < eagerCards ? '' : ' loading="lazy"';
  // Decorative beside the name, which the card's link reads out.
  return (
    `<picture>${sources.join('')}<img class="lp-card-image" src="${escapeHtml(picture.src)}" ` +
    `alt="" width="${picture.width ?? 1200}" height="${picture.height ?? 600}"${loading} ` +
    'decoding="async" /></picture>'
  );
}

/** Who runs it, on What's on; the card's heading level under the page's headings. */
type CardOptions = { withOrganisation?: boolean; headingLevel?: 2 | 3 };

/** One event: its banner, name, date, venue, lowest price and whether it is on sale. */
export function eventCard(
  event: ListedEvent,
  index: number,
  { withOrganisation = false, headingLevel = 3 }: CardOptions = {},
): string {
  const venue = event.locationText
    ? `<p class="lp-fact">${escapeHtml(event.locationText)}</p>`
    : '';
  const price = event.priceLabel
    ? `<span class="lp-price">${escapeHtml(event.priceLabel)}</span>`
    : '';
  const state = event.state
    ? `<span class="lp-state" data-state="${event.state}">${escapeHtml(event.stateLabel ?? '')}</span>`
    : '';
  const offer = price || state ? `<p class="lp-offer">${price}${state}</p>` : '';
  const by =
    withOrganisation && event.organisation
      ? `<p class="lp-by">By <a href="${escapeHtml(organisationPublicPath(event.organisation.slug))}">${escapeHtml(event.organisation.name)}</a></p>`
      : '';
  return (
    `<li class="lp-card" data-event-id="${escapeHtml(event.id)}">` +
    `<a class="lp-card-link" href="${escapeHtml(event.url)}">${cardPicture(event, index)}` +
    `<div class="lp-card-body"><h${headingLevel} class="lp-card-title">${escapeHtml(event.name)}</h${headingLevel}>` +
    `<p class="lp-fact"><time datetime="${escapeHtml(event.startsAt)}">${escapeHtml(event.dateLabel)}</time></p>` +
    `${venue}${offer}</div></a>${by}</li>`
  );
}

const cards = (events: readonly ListedEvent[], options?: CardOptions) =>
  `<ul class="lp-cards">${events.map((event, index) => eventCard(event, index, options)).join('')}</ul>`;

/** What `/o/{slug}` shows: the organisation and its listed events. */
export type OrganisationPageView = {
  name: string;
  about?: string;
  logoUrl?: string;
  upcoming: readonly ListedEvent[];
  past: readonly ListedEvent[];
};

/** An organisation's page: logo, name, about, upcoming events, and past ones folded away. */
export function organisationPageBody(page: OrganisationPageView, siteName: string): string {
  const logo = page.logoUrl
    ? `<img class="lp-logo" src="${escapeHtml(page.logoUrl)}" alt="Logo of ${escapeHtml(page.name)}" width="96" height="96" />`
    : '';
  const about = page.about ? `<p class="lp-about">${escapeHtml(page.about)}</p>` : '';
  const upcoming =
    page.upcoming.length > 0
      ? cards(page.upcoming)
      : `<p class="lp-dimmed">No upcoming events right now. <a href="/events">See what’s on</a>.</p>`;
  const past =
    page.past.length > 0
      ? `<details class="lp-past"><summary>Past events</summary>${cards(page.past)}</details>`
      : '';
  return (
    `${header(siteName)}<main class="lp-main"><section class="lp-org">${logo}` +
    `<div><h1 class="lp-title">${escapeHtml(page.name)}</h1>${about}</div></section>` +
    `<section aria-labelledby="lp-upcoming"><h2 class="lp-heading" id="lp-upcoming">Upcoming events</h2>` +
    `${upcoming}</section>${past}</main>`
  );
}

const whenLabels: Record<ListingWhen, string> = {
  today: 'Today',
  weekend: 'This weekend',
  month: 'This month',
};

/** The filters as the form shows them (what was asked, as typed). */
export type WhatsOnFilters = { area?: string; when?: ListingWhen; q?: string };

function filterForm(filters: WhatsOnFilters): string {
  const options = [
    `<option value="">Any time</option>`,
    ...listingWhens.map(
      (when) =>
        `<option value="${when}"${filters.when === when ? ' selected' : ''}>${whenLabels[when]}</option>`,
    ),
  ].join('');
  return (
    `<form class="lp-filters" method="get" action="/events" role="search" aria-label="Find events">` +
    `<label>City or area<input name="area" maxlength="100" autocomplete="address-level2" ` +
    `value="${escapeHtml(filters.area ?? '')}" placeholder="Cape Town" /></label>` +
    `<label>When<select name="when">${options}</select></label>` +
    `<label>Event name<input type="search" name="q" maxlength="100" value="${escapeHtml(filters.q ?? '')}" /></label>` +
    `<button class="lp-button" type="submit">Show events</button></form>`
  );
}

/** `/events?…` for the same filters on another page. */
export function whatsOnHref(filters: WhatsOnFilters, after?: string): string {
  const query = new URLSearchParams();
  if (filters.area) query.set('area', filters.area);
  if (filters.when) query.set('when', filters.when);
  if (filters.q) query.set('q', filters.q);
  if (after) query.set('after', after);
  const text = query.toString();
  return text ? `/events?${text}` : '/events';
}

/** What's on: the filters, a page of events soonest first, and the way to the next page. */
export function whatsOnBody(
  {
    events,
    nextCursor,
    filters,
    isFirstPage,
  }: {
    events: readonly ListedEvent[];
    nextCursor?: string;
    filters: WhatsOnFilters;
    isFirstPage: boolean;
  },
  siteName: string,
): string {
  const filtered = Boolean(filters.area || filters.when || filters.q);
  const list =
    events.length > 0
      ? cards(events, { withOrganisation: true, headingLevel: 2 })
      : `<p class="lp-dimmed">${
          filtered
            ? 'No events match these filters on this page. <a href="/events">See everything on</a>.'
            : 'Nothing is listed right now: come back soon.'
        }</p>`;
  const pages = [
    ...(isFirstPage ? [] : [`<a href="${escapeHtml(whatsOnHref(filters))}">First page</a>`]),
    ...(nextCursor
      ? [
          `<a class="lp-button" rel="next" href="${escapeHtml(whatsOnHref(filters, nextCursor))}">More events</a>`,
        ]
      : []),
  ];
  return (
    `${header(siteName)}<main class="lp-main"><h1 class="lp-title">What’s on</h1>` +
    `${filterForm(filters)}<section aria-label="Events">${list}</section>` +
    (pages.length > 0 ? `<nav class="lp-pages" aria-label="Pages">${pages.join('')}</nav>` : '') +
    `</main>`
  );
}

/** A page that is not there (an unknown organisation, a malformed address): why, and the way on. */
export function listingNotFoundBody(siteName: string, title: string, text: string): string {
  return (
    `${header(siteName)}<main class="lp-main"><h1 class="lp-title">${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(text)}</p><p><a href="/events">See what’s on</a> · <a href="/">Go home</a></p></main>`
  );
}

/** A filter that cannot be read (400): which one and why, and the list without it. */
export function badFilterBody(siteName: string, problems: Record<string, string>): string {
  const items = Object.entries(problems)
    .map(([field, message]) => `<li>${escapeHtml(field)}: ${escapeHtml(message)}</li>`)
    .join('');
  return (
    `${header(siteName)}<main class="lp-main"><h1 class="lp-title">That search could not be read</h1>` +
    `<ul>${items}</ul><p><a href="/events">See everything on</a></p></main>`
  );
}
