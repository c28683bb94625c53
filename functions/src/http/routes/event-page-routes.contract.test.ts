/**
 * `/event/{id}` as a browser without JavaScript gets it: the event, its ticket types with
 * their prices and states, in the HTML itself; 404 with no event data for any id that names
 * no public event; a cancelled event says so. What search engines read: the page's
 * structured data and canonical address, `/sitemap.xml` and `/robots.txt`. On both stores.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicEvent } from '../../contract/public';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { forgetRecentReads } from '../../app/common/recent-reads';
import { storeApprovedEvent, testPlatformFee } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { eventPageCacheControl, eventPageRoutes } from './event-page-routes';
import { searchEngineFilesCacheControl, searchEngineRoutes } from './search-engine-routes';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Ticketing Paradise</title>
    <script type="module" crossorigin src="/assets/event-abc.js"></script>
  </head>
  <body>
    <div id="event-page"></div>
  </body>
</html>
`;

const now = new Date('2026-11-01T10:00:00.000Z');

/** The JSON the page embeds for the buy panel, parsed as the browser does. */
function embeddedEvent(html: string): unknown {
  const json = /<script type="application\/json" id="event-data">([^<]*)<\/script>/.exec(html);
  return json ? JSON.parse(json[1]!) : undefined;
}

/** The schema.org data in the page's head, parsed as a search engine does. */
function structuredData(html: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return json ? JSON.parse(json[1]!) : undefined;
}

const canonicalUrl = 'https://tickets.example/event/e1/jazz-script-script-alert-1-script-night';

describe.each(docStoreHarnesses('demo-event-page'))('GET /event/{id} on $name', ({ open }) => {
  let docs: DocStore;
  let origin: string;
  let close: () => Promise<void>;

  beforeEach(async () => {
    docs = await open();
    forgetRecentReads(docs);
    const app = express();
    const services = {
      docs,
      publicBaseUrl: 'https://tickets.example',
      platformFee: testPlatformFee,
      clock: { now: () => now },
    };
    app.use(eventPageRoutes(services, async () => template));
    app.use(searchEngineRoutes(services));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));

    await storeApprovedEvent(docs, 'e1', {
      ga: { name: 'General <admission>', capacity: 100 },
      few: { name: 'Front row', capacity: 3 },
      gone: { name: 'Early bird', capacity: 0 },
      later: { name: 'Late owl', capacity: 50 },
      crew: { name: 'Crew Pass', capacity: 10 },
    });
    await docs.set(
      paths.event('e1'),
      {
        name: 'Jazz </script><script>alert(1)</script> night',
        description: 'Bring a friend.',
        locationText: 'The Old Biscuit Mill, Cape Town',
        startsAt: '2026-12-31T17:30:00.000Z',
        endsAt: '2026-12-31T21:00:00.000Z',
        timeZone: 'Africa/Johannesburg',
      },
      { merge: true },
    );
    await docs.set(paths.eventType('e1', 'few'), { price: 25050 }, { merge: true });
    await docs.set(
      paths.eventType('e1', 'later'),
      { salesStart: '2026-11-20T08:00:00.000Z' },
      { merge: true },
    );
    await docs.set(
      paths.eventType('e1', 'crew'),
      { visibility: 'code', accessCode: 'CREW2026', price: 4242 },
      { merge: true },
    );
  });
  afterEach(() => close());

  const page = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return { response, html: await response.text() };
  };

  it('has the event, its facts and each public type with its price and state', async () => {
    const { response, html } = await page('/event/e1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(eventPageCacheControl);
    expect(html).toContain(
      '<h1 class="ep-title">Jazz &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; night</h1>',
    );
    expect(html).toContain('Thu 31 Dec 2026, 19:30 – 23:00 (Africa/Johannesburg)');
    expect(html).toContain('The Old Biscuit Mill, Cape Town');
    expect(html).toContain('Bring a friend.');
    const typeLine = (name: string, price: string, state: string) =>
      new RegExp(`${name}</span>.*?${price}</span> <span class="ep-state"[^>]*>${state}<`);
    expect(html).toMatch(typeLine('General &lt;admission&gt;', '150.00 ZAR', 'On sale'));
    expect(html).toMatch(typeLine('Front row', '250.50 ZAR', 'Only 3 left'));
    expect(html).toMatch(typeLine('Early bird', '150.00 ZAR', 'Sold out'));
    expect(html).toMatch(typeLine('Late owl', '150.00 ZAR', 'Not on sale yet'));
    expect(html).toContain('Buy a ticket! (loading…)');
    // The link preview stays, naming the canonical address, and one title only.
    expect(html).toContain(`<meta property="og:url" content="${canonicalUrl}" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('embeds the public view for the buy panel, which no `</script>` in it can end', async () => {
    const { html } = await page('/event/e1');
    // The template's script, the structured data and the page's own JSON: neither is cut
    // short by the name.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    const embedded = publicEvent.parse(embeddedEvent(html));
    expect(embedded.name).toBe('Jazz </script><script>alert(1)</script> night');
    expect(embedded.types.map((type) => type.id)).toEqual(['ga', 'few', 'gone', 'later']);
  });

  it('never shows a hidden type, whose code opens it', async () => {
    const { html } = await page('/event/e1');
    for (const secret of ['crew', 'Crew Pass', '42.42', 'CREW2026']) {
      expect(html.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('carries the event for search engines, and names its canonical address under any path', async () => {
    for (const path of ['/event/e1', '/event/e1/an-old-name']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html).toContain(`<link rel="canonical" href="${canonicalUrl}" />`);
      expect(structuredData(html)).toMatchObject({
        '@type': 'Event',
        name: 'Jazz </script><script>alert(1)</script> night',
        startDate: '2026-12-31T19:30:00+02:00',
        endDate: '2026-12-31T23:00:00+02:00',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { address: { streetAddress: 'The Old Biscuit Mill, Cape Town' } },
        url: canonicalUrl,
      });
    }
    const { html } = await page('/event/e1');
    const offers = structuredData(html)?.offers as Array<Record<string, string>>;
    // The public types only (the hidden one is in none of the page, see below).
    expect(offers.map((offer) => [offer.name, offer.price, offer.availability])).toEqual([
      ['General <admission>', '150.00', 'https://schema.org/InStock'],
      ['Front row', '250.50', 'https://schema.org/InStock'],
      ['Early bird', '150.00', 'https://schema.org/SoldOut'],
      ['Late owl', '150.00', 'https://schema.org/PreOrder'],
    ]);
  });

  it('says a cancelled event is cancelled, with no buy panel', async () => {
    await docs.set(
      paths.event('e1'),
      { cancelledAt: '2026-11-01T09:00:00.000Z', cancelledReason: 'The venue flooded.' },
      { merge: true },
    );
    const { response, html } = await page('/event/e1');
    expect(response.status).toBe(200);
    expect(html).toContain('This event was cancelled');
    expect(html).toContain('The venue flooded.');
    expect(html).not.toContain('id="buy-panel"');
    expect(html).not.toContain('Buy a ticket!');
    expect(html).toContain('<meta property="og:title" content="Cancelled: ');
  });

  it('answers 404 with no event data for an unapproved, unknown or malformed id', async () => {
    await docs.set(paths.event('e1'), { approved: false, status: 'pending' }, { merge: true });
    for (const path of ['/event/e1', '/event/nope', '/event/bad%3Cid%3E', '/event/a%20b/c']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toContain('Event not found');
      expect(html).not.toContain('Jazz');
      expect(html).not.toContain('General');
      expect(html).not.toContain('og:title');
      expect(embeddedEvent(html)).toBeUndefined();
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('<title>Ticketing Paradise</title>');
    }
  });

  it('lists listed approved events not yet over and their organisers’ pages in /sitemap.xml', async () => {
    await docs.set(paths.organisation('org1'), {
      name: 'Blue Note',
      slug: 'blue-note',
      createdAt: '2026-10-01T00:00:00.000Z',
      updatedAt: '2026-10-01T00:00:00.000Z',
    });
    const upcoming = { orgId: 'org1', overAt: '2026-12-31T21:00:00.000Z' };
    await docs.set(paths.event('e1'), upcoming, { merge: true });
    await storeApprovedEvent(docs, 'unlisted', {});
    await docs.set(paths.event('unlisted'), { ...upcoming, listed: false }, { merge: true });
    await storeApprovedEvent(docs, 'pending', {});
    await docs.set(
      paths.event('pending'),
      { ...upcoming, approved: false, status: 'pending' },
      { merge: true },
    );
    await storeApprovedEvent(docs, 'over', {});
    await docs.set(paths.event('over'), { overAt: '2026-10-31T21:00:00.000Z' }, { merge: true });

    const { response, html: xml } = await page('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe(searchEngineFilesCacheControl);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://tickets.example/',
      'https://tickets.example/events',
      canonicalUrl,
      'https://tickets.example/o/blue-note',
    ]);
    expect(xml).toContain(`<loc>${canonicalUrl}</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>`);

    const robots = await page('/robots.txt');
    expect(robots.response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.html).toContain('Disallow: /platform\n');
    expect(robots.html).toContain('Sitemap: https://tickets.example/sitemap.xml\n');
  });
});
