/**
 * The widget on an organiser's own site (issue 40), in the browser: a page on another origin
 * (another port of 127.0.0.1) that the organisation lists shows the Buy tickets button, whose
 * overlay (checked by axe-core at 1280 and 390 px) holds the embedded buy panel; the buyer
 * pays in the sandbox inside it, the page hears `opened` and `paid` with the order's
 * reference, Escape closes the overlay and focus returns to the button, and the order's source
 * is the page's host. The same page on an origin the organisation does not list says so, and
 * the browser itself refuses to frame the panel there.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { callApi } from '../tests/support/api';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { takeCspViolations } from './support/csp';
import { serveHostSite, type HostSite } from './support/host-page';
import { createJourneyEvent } from './support/journey-event';

const newPage = pagesForTheseTests();
let organiser: TestUser;
let event: EventWithTypes;
let listed: HostSite;
let unlisted: HostSite;

beforeAll(async () => {
  let admin: TestUser;
  [organiser, admin] = await organiserAndAdmin();
  event = await createJourneyEvent(organiser, admin, 'Rooftop Sessions', {
    description: 'Jazz on the roof',
    locationText: 'Bree Street, Cape Town',
    types: [{ name: 'Entry', price: 12000, currency: 'ZAR', capacity: 40, maxPerOrder: 4 }],
  });
  [listed, unlisted] = await Promise.all([
    serveHostSite(baseUrl(), event.id),
    serveHostSite(baseUrl(), event.id),
  ]);
  const sites = await callApi(`/api/organisations/${event.orgId}`, {
    method: 'PATCH',
    token: organiser.idToken,
    json: { allowedOrigins: [listed.origin] },
  });
  expect(sites.status).toBe(200);
});
afterAll(() => Promise.all([listed?.close(), unlisted?.close()]));

type Heard = { type: string; eventId: string; orderReference?: string };

/** The organiser's page, listening to the widget's DOM events as a site of theirs would. */
async function openHostPage(site: HostSite): Promise<Page> {
  const page = await newPage({ viewport: desktop });
  await page.goto(site.url);
  await page.evaluate(() => {
    const heard: Heard[] = [];
    (window as unknown as { heard: Heard[] }).heard = heard;
    for (const type of ['opened', 'paid', 'closed']) {
      window.addEventListener(`ticketing-paradise:${type}`, (event) => {
        const detail = (event as CustomEvent<Omit<Heard, 'type'>>).detail;
        heard.push({ type, ...detail });
      });
    }
  });
  return page;
}
const heardOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
const buyButton = (page: Page) => page.getByRole('button', { name: 'Buy tickets' });
const buttonHasFocus = (page: Page) =>
  buyButton(page).evaluate((button) => button === document.activeElement);

describe('the widget on an organiser’s site', () => {
  it('sells a ticket in the overlay on a listed site and tells the page', async () => {
    const page = await openHostPage(listed);
    await buyButton(page).click();
    const dialog = page.getByRole('dialog', { name: `Tickets: ${event.name}` });
    await shows(dialog);
    const panel = page.frameLocator(`iframe[title="Buy tickets for ${event.name}"]`);
    await shows(panel.getByRole('heading', { name: event.name }));
    await expect.poll(() => heardOn(page)).toEqual([{ type: 'opened', eventId: event.id }]);
    await checkBothWidths(page, 'widget-overlay', desktop);

    await panel.getByLabel(/Email/).fill(uniqueEmail('widget'));
    await panel.getByRole('button', { name: 'Buy a ticket!' }).click();
    const pay = panel
      .frameLocator('iframe[title="Sandbox card payment"]')
      .getByRole('button', { name: 'Pay with test card' });
    await shows(pay);
    await pay.click();
    await shows(panel.getByRole('heading', { name: "You're going!" }));
    const reference = (await panel.getByText(/^Order reference /).textContent())!.slice(16);
    await expect
      .poll(() => heardOn(page))
      .toContainEqual({ type: 'paid', eventId: event.id, orderReference: reference });

    // Focus is in the panel's frame: Escape there closes the overlay, and focus comes back.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await buttonHasFocus(page)).toBe(true);
    expect((await heardOn(page)).at(-1)).toEqual({ type: 'closed', eventId: event.id });

    // The order came from this site: its host is the order's source.
    const sales = await callApi<{ sources: Array<{ source: string | null; orders: number }> }>(
      `/api/events/${event.id}/sales`,
      { token: organiser.idToken },
    );
    expect(sales.body.sources).toContainEqual(
      expect.objectContaining({ source: '127.0.0.1', orders: 1 }),
    );
  });

  it('says a site the organisation does not list cannot sell, and the browser refuses the frame', async () => {
    const page = await openHostPage(unlisted);
    await buyButton(page).click();
    const dialog = page.getByRole('dialog', { name: `Tickets: ${event.name}` });
    await shows(dialog.getByText(`Tickets for ${event.name} are not sold on this site.`));
    expect(await dialog.getByRole('link', { name: /^Buy them on / }).getAttribute('href')).toBe(
      `${baseUrl()}/event/${event.id}`,
    );
    expect(await page.locator('iframe').count()).toBe(0);
    // Escape with focus in the overlay itself closes it too.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await buttonHasFocus(page)).toBe(true);

    // Framed anyway, the panel is refused by the browser (its frame-ancestors), not shown.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, `${baseUrl()}/embed/event/${event.id}`);
    // Chromium shows its own error page in a frame its policy refused.
    await expect
      .poll(() => page.frames().map((frame) => frame.url()))
      .toContain('chrome-error://chromewebdata/');
    // Where Chromium also reports the refusal, that one is expected; nothing else is.
    expect(takeCspViolations().filter((line) => !line.includes('frame-ancestors'))).toEqual([]);
  });
});
