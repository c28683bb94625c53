/**
 * `/event/{id}` as the deployed stack serves it: Hosting rewrites the path to the `api`
 * function, which renders the event into the web build's event.html, with the event's title,
 * description, Open Graph and Twitter card tags in its head, for browsers and for chat apps
 * and social sites that run no JavaScript.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { canonicalEventPath } from '../../functions/src/domain/event-path';
import { callApi } from '../support/api';
import { type TestUser } from '../support/auth-emulator';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { createApprovedEvent, createEvent } from '../support/events';
import { bannerUploadForm, photoJpeg } from '../support/images';
import { testEnv } from '../support/test-env';
import { waitFor } from '../support/wait-for';

let organiser: TestUser;
let admin: TestUser;
let indexHtml: string;
let eventHtml: string;

const types = [
  { name: 'General', price: 15000, currency: 'ZAR' as const, capacity: 10, maxPerOrder: 2 },
];

async function page(path: string) {
  const response = await fetch(`${testEnv.hostingUrl}${path}`);
  return { response, html: await response.text() };
}

/** The content of `<meta {attribute}="{key}" content="...">`, as a browser decodes it. */
function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1];
}

/** What the page's buy panel needs to start: its module script. */
function moduleScripts(html: string) {
  return [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
}

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
  indexHtml = await (await fetch(`${testEnv.hostingUrl}/index.html`)).text();
  eventHtml = await (await fetch(`${testEnv.hostingUrl}/event.html`)).text();
});

describe('GET /event/{id}', () => {
  let event: EventWithTypes;

  beforeAll(async () => {
    event = await createApprovedEvent(organiser, admin, {
      name: `Rock & "Roll" <script>alert(1)</script> ${Date.now()}`,
      description: "Bands 'til late <b>loud</b> & proud.\n\nBring earplugs.",
      types,
    });
  });

  it('is the event page with the event in it, its title, description and preview tags, escaped', async () => {
    const { response, html } = await page(`/event/${event.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');

    const escapedName = event.name
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escapedName} · Ticketing Paradise</title>`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>loud</b>');
    const description = 'Bands &#39;til late &lt;b&gt;loud&lt;/b&gt; &amp; proud. Bring earplugs.';
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(metaContent(html, 'property', 'og:title')).toBe(escapedName);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    // The page's address names the event (its canonical address), whichever link opened it.
    expect(metaContent(html, 'property', 'og:url')).toBe(
      `${testEnv.hostingUrl}${canonicalEventPath(event.id, event.name)}`,
    );
    expect(metaContent(html, 'property', 'og:site_name')).toBe('Ticketing Paradise');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'property', 'og:image')).toBeUndefined();
    // One title and one description: the app's own were replaced, not duplicated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The event is in the page itself, with its ticket type and price, as no-JavaScript
    // readers get it; the page starts the event page's own code, not the whole app's.
    expect(html).toContain(`<h1 class="ep-title">${escapedName}</h1>`);
    expect(html).toContain('Bands &#39;til late &lt;b&gt;loud&lt;/b&gt; &amp; proud.');
    expect(html).toMatch(
      /General<\/span>.*150\.00 ZAR<\/span> <span class="ep-state"[^>]*>Only 10 left</,
    );
    expect(moduleScripts(html)).toEqual(moduleScripts(eventHtml));
    expect(moduleScripts(html)).toHaveLength(1);
    expect(moduleScripts(html)).not.toEqual(moduleScripts(indexHtml));
  });

  it('shows the banner as og:image once the event has one (and is approved again)', async () => {
    const upload = await callApi('/api/uploadImage', {
      token: organiser.idToken,
      rawBody: bannerUploadForm(event.id, await photoJpeg(1200, 600)),
    });
    expect(upload.status).toBe(201);
    // A new banner sends the event back to review: no preview meanwhile.
    const pending = await page(`/event/${event.id}`);
    expect(metaContent(pending.html, 'property', 'og:title')).toBeUndefined();
    expect(pending.html).toContain('<title>Ticketing Paradise</title>');

    const approved = await callApi(`/api/admin/events/${event.id}/approval`, {
      token: admin.idToken,
      json: { approved: true },
    });
    expect(approved.status).toBe(200);
    let image: string | undefined;
    await waitFor(async () => {
      image = metaContent((await page(`/event/${event.id}`)).html, 'property', 'og:image');
      return image !== undefined;
    });
    expect(image).toMatch(new RegExp(`^${testEnv.hostingUrl}/api/events/${event.id}/banner\\?v=`));
    const { html } = await page(`/event/${event.id}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The banner is public once the approval trigger published it.
    await waitFor(async () => (await fetch(image!.replace(/&amp;/g, '&'))).status === 200);
  });

  it('answers 404 with no event data for events that are not public, and unknown ones', async () => {
    const draft = await createEvent(organiser, {
      name: 'Secret draft',
      description: 'Hush',
      types,
    });
    for (const path of [`/event/${draft.id}`, '/event/no-such-event', '/event/bad%20id']) {
      const { response, html } = await page(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toContain('Event not found');
      expect(html).toContain('<title>Ticketing Paradise</title>');
      expect(html).not.toContain('Secret draft');
      expect(html).not.toContain('og:title');
      expect(html).not.toContain('id="event-data"');
    }
  });

  it('leaves every other page as Hosting serves it', async () => {
    const { response, html } = await page('/platform/events');
    expect(response.status).toBe(200);
    expect(html).toBe(indexHtml);
  });
});
