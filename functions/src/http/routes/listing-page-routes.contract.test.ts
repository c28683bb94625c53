/**
 * What's on and organisations' pages as a browser without JavaScript gets them (issue 40):
 * `/o/{slug}` has the organisation's listed upcoming events in the HTML itself and none that
 * are unlisted, unapproved, cancelled, or another organisation's; `/events` filters by area,
 * date and name and pages; `GET /api/whats-on` (the landing's Upcoming events) answers the
 * same list as JSON; bad input is a 404 or a 400, never a 5xx. On both stores.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetRecentReads } from '../../app/common/recent-reads';
import {
  eventKeywords,
  listingFields,
  storedOverAt,
  storedStartsAt,
  type EventRecord,
  type TicketTypeRecord,
} from '../../app/events/event-records';
import type { OrganisationRecord } from '../../app/organisations/organisation-records';
import { whatsOnResponse } from '../../contract/listing';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { generalTypeRecord } from '../../test-support/ticket-type-fixture';
import { errorHandler } from '../errors';
import { listingPageCacheControl, listingPageRoutes } from './listing-page-routes';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The product." />
    <title>Ticketing Paradise</title>
    <link rel="stylesheet" crossorigin href="/assets/listing-abc.css">
  </head>
  <body>
    <div id="event-page"></div>
  </body>
</html>
`;

/** Thursday 5 November 2026, 10:00 in Johannesburg. */
const now = new Date('2026-11-05T08:00:00.000Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000).toISOString();

type StoredEvent = {
  orgId: string;
  name: string;
  locationText: string;
  startsAt: string;
  endsAt?: string;
  approved?: boolean;
  listed?: boolean;
  cancelledAt?: string;
  types?: Record<string, Partial<TicketTypeRecord> & { taken?: number }>;
};

/** An event as the use cases store it, its derived fields (listing, areas...) with it. */
async function storeEvent(docs: DocStore, id: string, event: StoredEvent): Promise<void> {
  const { types = { ga: {} }, approved = true, ...facts } = event;
  const record: EventRecord = {
    uid: 'organiser',
    description: '',
    timeZone: 'Africa/Johannesburg',
    ...facts,
    approved,
    status: approved ? 'approved' : 'pending',
    typeIds: Object.keys(types),
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
  };
  if (!approved) delete record.approved;
  Object.assign(record, {
    startsAtUtc: storedStartsAt(record),
    overAt: storedOverAt(record),
    keywords: eventKeywords(record),
    ...listingFields(record),
  });
  await docs.set(paths.event(id), record);
  let position = 0;
  for (const [typeId, { taken, ...type }] of Object.entries(types)) {
    await docs.set(
      paths.eventType(id, typeId),
      generalTypeRecord({ position: position++, ...type }),
    );
    if (taken) await docs.set(paths.stock(id, typeId), { taken });
  }
}

async function storeOrganisation(
  docs: DocStore,
  orgId: string,
  record: Partial<OrganisationRecord>,
) {
  const organisation: OrganisationRecord = {
    name: 'Org',
    slug: orgId,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...record,
  };
  await docs.set(paths.organisation(orgId), organisation);
  await docs.set(paths.organisationSlug(organisation.slug), { orgId });
}

/** The ids of the event cards of a page, in order. */
const cardIds = (html: string) => [...html.matchAll(/data-event-id="([^"]+)"/g)].map((m) => m[1]);

describe.each(docStoreHarnesses('demo-listing-pages'))('lists on $name', ({ open }) => {
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const docs = await open();
    forgetRecentReads(docs);
    await storeOrganisation(docs, 'org-rooftop', {
      name: 'Rooftop <Collective>',
      slug: 'rooftop',
      about: 'Live music on the roof.\nEvery month.',
      logoPath: 'organisations/org-rooftop/logos/v1',
      logoVersion: 'v1',
    });
    await storeOrganisation(docs, 'org-other', { name: 'Harbour Nights', slug: 'harbour' });
    const capeTown = 'The Old Biscuit Mill, Woodstock, Cape Town';
    await storeEvent(docs, 'running', {
      orgId: 'org-rooftop',
      name: 'Art fair',
      locationText: capeTown,
      startsAt: hours(-24),
      endsAt: hours(24),
    });
    await storeEvent(docs, 'tonight', {
      orgId: 'org-rooftop',
      name: 'Jazz by the sea',
      locationText: capeTown,
      startsAt: hours(8),
      endsAt: hours(12),
      types: {
        ga: { price: 15000 },
        vip: { name: 'VIP', price: 40000 },
        crew: { name: 'Crew', price: 5000, visibility: 'code', accessCode: 'CREW' },
      },
    });
    await storeEvent(docs, 'saturday', {
      orgId: 'org-rooftop',
      name: 'Rock night',
      locationText: 'Maboneng, Johannesburg',
      startsAt: '2026-11-07T18:00:00.000Z',
      types: { ga: { capacity: 50, taken: 50 } },
    });
    await storeEvent(docs, 'november', {
      orgId: 'org-other',
      name: 'Comedy special',
      locationText: 'Moses Mabhida Stadium, Durban',
      startsAt: '2026-11-20T17:00:00.000Z',
      types: { ga: { price: 0 } },
    });
    await storeEvent(docs, 'january', {
      orgId: 'org-other',
      name: 'Summer festival',
      locationText: 'Green Point, Cape Town',
      startsAt: '2027-01-15T10:00:00.000Z',
    });
    await storeEvent(docs, 'ended', {
      orgId: 'org-rooftop',
      name: 'Old gig',
      locationText: capeTown,
      startsAt: hours(-30),
      endsAt: hours(-26),
    });
    // Never on a list, though their links work.
    await storeEvent(docs, 'unlisted', {
      orgId: 'org-rooftop',
      name: 'Private party',
      locationText: capeTown,
      startsAt: hours(10),
      listed: false,
    });
    await storeEvent(docs, 'pending', {
      orgId: 'org-rooftop',
      name: 'Draft show',
      locationText: capeTown,
      startsAt: hours(10),
      approved: false,
    });
    await storeEvent(docs, 'cancelled', {
      orgId: 'org-rooftop',
      name: 'Rained out',
      locationText: capeTown,
      startsAt: hours(10),
      cancelledAt: hours(-1),
    });

    const app = express();
    app.use(
      listingPageRoutes(
        { docs, publicBaseUrl: 'https://tickets.example', clock: { now: () => now } },
        async () => template,
      ),
    );
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const page = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    return { response, html: await response.text() };
  };

  it("an organisation's page has its listed events in the HTML, and nothing else", async () => {
    const { response, html } = await page('/o/rooftop');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(listingPageCacheControl);
    expect(html).not.toMatch(/<script/);
    expect(html).toContain('<h1 class="lp-title">Rooftop &lt;Collective&gt;</h1>');
    expect(html).toContain('<p class="lp-about">Live music on the roof.\nEvery month.</p>');
    expect(html).toContain('src="/api/organisations/org-rooftop/logo?v=v1"');
    // Upcoming soonest first, the one that ended folded away below.
    const [upcoming, past] = html.split('<details class="lp-past">');
    expect(cardIds(upcoming!)).toEqual(['running', 'tonight', 'saturday']);
    expect(cardIds(past!)).toEqual(['ended']);
    expect(html).toContain(
      '<time datetime="2026-11-05T16:00:00.000Z">Thu 5 Nov 2026, 18:00</time>',
    );
    expect(html).toMatch(/Jazz by the sea.*From R150\.00.*data-state="on_sale">On sale</s);
    expect(html).toMatch(/Rock night.*R150\.00.*data-state="sold_out">Sold out</s);
    for (const absent of [
      'Private party',
      'Draft show',
      'Rained out',
      'Comedy',
      'Summer',
      'R50.00',
      'Crew',
    ]) {
      expect(html, absent).not.toContain(absent);
    }
    // Its link preview.
    expect(html).toContain('<title>Rooftop &lt;Collective&gt; · Ticketing Paradise</title>');
    expect(html).toContain(
      '<meta property="og:url" content="https://tickets.example/o/rooftop" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://tickets.example/api/organisations/org-rooftop/logo?v=v1" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Live music on the roof. Every month." />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers a 404 page for an unknown or malformed address, and one address per organisation', async () => {
    for (const path of [
      '/o/nobody-here',
      '/o/bad%3Cslug%3E',
      '/o/rooftop/extra',
      '/o/%E0%A4%A',
      '/o/',
    ]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(html).toContain('Page not found');
      expect(html).not.toContain('Jazz');
      expect(html).toContain('<title>Ticketing Paradise</title>');
    }
    const upper = await page('/o/RoofTop');
    expect(upper.response.status).toBe(301);
    expect(upper.response.headers.get('location')).toBe('/o/rooftop');
  });

  it("What's on lists every listed event not yet over, soonest first, with who runs it", async () => {
    const { response, html } = await page('/events');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(listingPageCacheControl);
    expect(html).not.toMatch(/<script/);
    expect(cardIds(html)).toEqual(['running', 'tonight', 'saturday', 'november', 'january']);
    expect(html).toMatch(/Comedy special.*Free.*By <a href="\/o\/harbour">Harbour Nights<\/a>/s);
    // The filters are a plain form that works without JavaScript.
    expect(html).toContain('<form class="lp-filters" method="get" action="/events"');
    expect(html).not.toContain('rel="next"');
  });

  it("filters What's on by area, date and name, each kept in the form", async () => {
    const ids = async (query: string) => cardIds((await page(`/events?${query}`)).html);
    expect(await ids('area=Cape+Town')).toEqual(['running', 'tonight', 'january']);
    expect(await ids('area=cape-town&when=')).toEqual(['running', 'tonight', 'january']);
    expect(await ids('area=Woodstock,+Cape+Town')).toEqual(['running', 'tonight']);
    expect(await ids('area=Soweto')).toEqual([]);
    // Today and the weekend in Johannesburg's days: the fair ends on Friday.
    expect(await ids('when=today')).toEqual(['running', 'tonight']);
    expect(await ids('when=weekend')).toEqual(['saturday']);
    expect(await ids('when=month')).toEqual(['running', 'tonight', 'saturday', 'november']);
    expect(await ids('q=jazz')).toEqual(['tonight']);
    expect(await ids('q=JAZZ+sea')).toEqual(['tonight']);
    expect(await ids('q=festival&area=Cape+Town')).toEqual(['january']);
    expect(await ids('q=festival&when=month')).toEqual([]);
    const { html } = await page('/events?area=Cape+Town&when=weekend&q=%3Cb%3E');
    expect(html).toContain(
      'name="area" maxlength="100" autocomplete="address-level2" value="Cape Town"',
    );
    expect(html).toContain('<option value="weekend" selected>');
    expect(html).toContain('value="&lt;b&gt;"');
    expect(html).toContain('No events match these filters');
  });

  it("pages What's on with a link that keeps the filters", async () => {
    const first = await page('/events?area=Cape+Town&limit=2');
    expect(cardIds(first.html)).toEqual(['running', 'tonight']);
    const next = /rel="next" href="([^"]+)"/.exec(first.html)?.[1]?.replace(/&amp;/g, '&');
    expect(next).toMatch(/^\/events\?area=Cape\+Town&after=/);
    const second = await page(`${next!}&limit=2`);
    expect(cardIds(second.html)).toEqual(['january']);
    expect(second.html).not.toContain('rel="next"');
    expect(second.html).toContain('>First page</a>');
  });

  it('answers the same list as JSON for the landing, the first few soonest first', async () => {
    const response = await fetch(`${origin}/api/whats-on?limit=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(listingPageCacheControl);
    const body = whatsOnResponse.parse(await response.json());
    expect(body.events.map((event) => event.id)).toEqual(['running', 'tonight', 'saturday']);
    expect(body.nextCursor).toBeDefined();
    expect(body.events[1]).toMatchObject({
      name: 'Jazz by the sea',
      url: '/event/tonight/jazz-by-the-sea',
      dateLabel: 'Thu 5 Nov 2026, 18:00',
      fromPrice: { price: 15000, currency: 'ZAR' },
      priceLabel: 'From R150.00',
      state: 'on_sale',
      organisation: { name: 'Rooftop <Collective>', slug: 'rooftop' },
    });
  });

  it('refuses a filter or page it cannot read with a 400 naming it, never a 5xx', async () => {
    const bad = {
      '/events?when=tomorrow': 'when',
      '/events?after=not-a-cursor': 'after',
      [`/events?q=${'x'.repeat(101)}`]: 'q',
      '/events?area=a&area=b': 'area',
    };
    for (const [path, field] of Object.entries(bad)) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(400);
      expect(html).toContain('That search could not be read');
      expect(html).toContain(`<li>${field}: `);
    }
    const json = await fetch(`${origin}/api/whats-on?when=later`);
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: { fields: { when: expect.any(String) } } });
  });
});
