/**
 * The widget's requests on both stores: `/embed/event/{id}`, the buy panel alone, which only
 * the organisation's allowed sites may frame (its Content-Security-Policy is the site's own
 * but for `frame-ancestors`), and `GET /api/events/{id}/embed-check`, the loader's question.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetRecentReads } from '../../app/common/recent-reads';
import type { OrganisationRecord } from '../../app/organisations/organisation-records';
import { publicEvent } from '../../contract/public';
import { embedCheckResponse } from '../../contract/widget';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent, testPlatformFee } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { errorHandler } from '../errors';
import { embedRoutes } from './embed-routes';
import { eventPageCacheControl } from './event-page-routes';

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
const sitePolicy =
  "default-src 'self'; frame-src https://checkout.paystack.com; frame-ancestors 'none'";
const now = new Date('2026-11-01T10:00:00.000Z');

const organisation = (allowedOrigins?: string[]): OrganisationRecord => ({
  name: 'Rooftop Collective',
  slug: 'rooftop',
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  ...(allowedOrigins ? { allowedOrigins } : {}),
});

const jsonIn = (html: string, id: string): unknown => {
  const found = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(
    html,
  );
  return found ? JSON.parse(found[1]!) : undefined;
};

describe.each(docStoreHarnesses('demo-embed-routes'))(
  'the widget’s routes on $name',
  ({ open }) => {
    let docs: DocStore;
    let origin: string;
    let close: () => Promise<void>;

    beforeEach(async () => {
      docs = await open();
      forgetRecentReads(docs);
      const app = express();
      app.use(
        embedRoutes(
          {
            docs,
            publicBaseUrl: 'https://tickets.example',
            platformFee: testPlatformFee,
            clock: { now: () => now },
          },
          async () => ({ html: template, policy: sitePolicy }),
        ),
      );
      app.use(errorHandler);
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => new Promise((resolve) => server.close(() => resolve()));

      await docs.set(
        paths.organisation('org-1'),
        organisation(['https://rooftop.example', 'http://localhost:8080']),
      );
      await docs.set(paths.organisation('org-2'), organisation());
      await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 100 } });
      await docs.set(
        paths.event('e1'),
        { name: 'Rooftop <Jazz>', orgId: 'org-1' },
        { merge: true },
      );
      await storeApprovedEvent(docs, 'e2', { ga: { name: 'General', capacity: 100 } });
      await docs.set(paths.event('e2'), { orgId: 'org-2' }, { merge: true });
      await storeApprovedEvent(docs, 'e3', { ga: { name: 'General', capacity: 100 } });
      await docs.set(
        paths.event('e3'),
        { orgId: 'org-1', approved: false, status: 'pending' },
        { merge: true },
      );
    });
    afterEach(() => close());

    const page = async (path: string) => {
      const response = await fetch(`${origin}${path}`);
      return { response, html: await response.text() };
    };
    const check = async (eventId: string, asker: string) => {
      const response = await fetch(
        `${origin}/api/events/${eventId}/embed-check?origin=${encodeURIComponent(asker)}`,
      );
      return { response, body: (await response.json()) as unknown };
    };

    it('serves the buy panel alone, framed only by the organisation’s sites', async () => {
      const { response, html } = await page('/embed/event/e1?ref=rooftop.example');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self'; frame-src https://checkout.paystack.com; frame-ancestors https://rooftop.example http://localhost:8080",
      );
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('cache-control')).toBe(eventPageCacheControl);
      expect(html).toContain('<h1 class="ep-title">Rooftop &lt;Jazz&gt;</h1>');
      expect(html).toContain('id="buy-panel"');
      expect(html).toContain('Buy a ticket! (loading…)');
      expect(html).toContain('<script type="module" src="/embed-bridge.js"></script>');
      // Links open tabs of their own, and search engines keep to the event page.
      expect(html).toContain('<base target="_blank" />');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<title>Tickets: Rooftop &lt;Jazz&gt; · Ticketing Paradise</title>');
      expect(html).not.toContain('ep-header');
      expect(publicEvent.parse(jsonIn(html, 'event-data')).name).toBe('Rooftop <Jazz>');
      expect(jsonIn(html, 'embed-data')).toEqual({
        eventId: 'e1',
        allowedOrigins: ['https://rooftop.example', 'http://localhost:8080'],
      });
    });

    it('lets nothing frame an event whose organisation lists no sites', async () => {
      const { response } = await page('/embed/event/e2');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'none'$/);
    });

    it('answers 404, framed by nothing, for an unapproved, unknown or malformed id', async () => {
      for (const path of ['/embed/event/e3', '/embed/event/nope', '/embed/event/bad%3Cid%3E']) {
        const { response, html } = await page(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-security-policy'), path).toMatch(
          /frame-ancestors 'none'$/,
        );
        expect(html).toContain('Event not found');
        expect(jsonIn(html, 'event-data')).toBeUndefined();
        expect(html).not.toContain('rooftop.example');
      }
    });

    it('tells the loader whether its page may frame the event, to any origin', async () => {
      const allowed = await check('e1', 'https://rooftop.example');
      expect(allowed.response.headers.get('access-control-allow-origin')).toBe('*');
      expect(embedCheckResponse.parse(allowed.body)).toEqual({
        allowed: true,
        eventName: 'Rooftop <Jazz>',
      });
      expect((await check('e1', 'https://elsewhere.example')).body).toEqual({
        allowed: false,
        reason: 'not_listed',
        eventName: 'Rooftop <Jazz>',
      });
      expect((await check('e2', 'https://rooftop.example')).body).toEqual({
        allowed: false,
        reason: 'none_listed',
        eventName: 'Gig',
      });
    });

    it('refuses an unknown event or an origin that is not one, readably for the loader', async () => {
      for (const eventId of ['e3', 'nope']) {
        const { response } = await check(eventId, 'https://rooftop.example');
        expect(response.status, eventId).toBe(404);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
      }
      const bad = await check('e1', 'https://rooftop.example/page');
      expect(bad.response.status).toBe(400);
      expect(bad.body).toMatchObject({ error: { fields: { origin: 'Not an origin' } } });
    });
  },
);
