/**
 * The screenshots in README.md and docs/, taken from the running app by
 * `npm run docs:screenshots` (scripts/docs-screenshots.mjs runs this file inside the test
 * stack's emulators; it is not part of `npm test`). An organiser's event with a banner, two
 * ticket types, a promo code and a few paid orders, one checked in; a second event waiting for
 * review; then each screen the guides describe, written to docs/images/ as palette PNGs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { renderDemoBanner } from '../functions/src/tools/demo-banner';
import { callApi } from '../tests/support/api';
import type { TestUser } from '../tests/support/auth-emulator';
import { closeBackendDocs } from '../tests/support/backend-docs';
import { buyPaidOrder } from '../tests/support/buy-tickets';
import { approveEvent, createEvent } from '../tests/support/events';
import { bannerUploadForm } from '../tests/support/images';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { chooseTickets, payWithTestCard, sandbox } from './support/checkout';
import { logIn } from './support/log-in';

const imagesDir = path.resolve(import.meta.dirname, '..', 'docs', 'images');
const viewport = { width: 1280, height: 800 };
const dayMs = 86_400_000;

const newPage = pagesForTheseTests();
let organiser: TestUser;
let admin: TestUser;
let event: EventWithTypes;
let ticketCode: string;

/** Writes `png` as docs/images/{name}.png, quantised to a palette so the file stays small. */
async function keep(name: string, png: Buffer): Promise<void> {
  mkdirSync(imagesDir, { recursive: true });
  const small = await sharp(png).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
  writeFileSync(path.join(imagesDir, `${name}.png`), small);
}

/** What the window shows now (the page's top, `viewport` big). */
const shootPage = async (page: Page, name: string) => keep(name, await page.screenshot());

/** One element of the page, e.g. a dashboard card. */
const shootElement = async (locator: Locator, name: string) =>
  keep(name, await locator.first().screenshot());

/** One of the dashboard's cards: the bordered card under the heading `title`. */
const cardTitled = (page: Page, title: string) =>
  page
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .last();

/** Lets images, fonts and the last data arrive before a picture is taken. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

function inDays(days: number, hourUtc: number): string {
  const date = new Date(Date.now() + days * dayMs);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
}

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
  const created = await createEvent(organiser, {
    name: 'Sunset Sessions on the Lawn',
    description:
      'An evening of live music, food trucks and fairy lights at Zoo Lake. Bring a blanket, bring your friends, and stay for the sunset encore.',
    locationText: 'Zoo Lake, Johannesburg, South Africa',
    startsAt: inDays(30, 15),
    endsAt: inDays(30, 20),
    timeZone: 'Africa/Johannesburg',
    feeMode: 'passed_on',
    types: [
      { name: 'General admission', price: 25000, currency: 'ZAR', capacity: 300, maxPerOrder: 6 },
      { name: 'Picnic deck', price: 60000, currency: 'ZAR', capacity: 40, maxPerOrder: 4 },
    ],
  });
  const upload = await callApi('/api/uploadImage', {
    token: organiser.idToken,
    rawBody: bannerUploadForm(created.id, await renderDemoBanner('Sunset Sessions')),
  });
  expect(upload.status).toBe(201);
  await approveEvent(admin, created.id);
  event = (await callApi<EventWithTypes>(`/api/events/${created.id}`, { token: organiser.idToken }))
    .body;
  const promo = await callApi(`/api/events/${event.id}/promoCodes`, {
    token: organiser.idToken,
    json: {
      code: 'EARLYBIRD',
      discount: { kind: 'percent', percent: 20, per: 'ticket' },
      maxUses: 50,
    },
  });
  expect(promo.status).toBe(201);
  const buyers = ['thandi@example.com', 'sipho@example.com', 'amara@example.com'];
  const orders = [];
  for (const [index, email] of buyers.entries()) {
    orders.push(
      await buyPaidOrder(event, index === 1 ? 'Picnic deck' : 'General admission', 2, email),
    );
  }
  const checkedIn = await callApi(
    `/api/events/${event.id}/attendees/${orders[0]!.ticketCodes[0]}/check-in`,
    { method: 'POST', token: organiser.idToken },
  );
  expect(checkedIn.status).toBe(200);
  // A second event, waiting for an administrator's review.
  await createEvent(organiser, {
    name: 'Winter Jazz Nights',
    description: 'Three evenings of jazz by the fire.',
    locationText: 'The Orbit, Braamfontein, Johannesburg',
    startsAt: inDays(60, 17),
    endsAt: inDays(60, 21),
    timeZone: 'Africa/Johannesburg',
    feeMode: 'absorbed',
    types: [{ name: 'Seat', price: 18000, currency: 'ZAR', capacity: 120, maxPerOrder: 4 }],
  });
});

afterAll(closeBackendDocs);

describe('the screenshots of the docs', () => {
  it('the public event page, the payment popup and the ticket', async () => {
    const page = await newPage({ viewport });
    await page.goto(`${baseUrl()}/event/${event.id}`);
    await shows(page.getByRole('button', { name: 'Buy a ticket!' }));
    await settle(page);
    await shootPage(page, 'event-page');
    await chooseTickets(page, { 'General admission': 2 }, 'lerato@example.com');
    await shows(sandbox(page).getByRole('button', { name: 'Pay with test card' }));
    await settle(page);
    await shootPage(page, 'buyer-payment');
    await payWithTestCard(page);
    await settle(page);
    await shootPage(page, 'buyer-confirmation');
    const ticketLink = page.getByRole('link', { name: 'Open ticket 1' });
    const href = await ticketLink.getAttribute('href');
    ticketCode = decodeURIComponent(href!.split('/tickets/')[1]!.split(/[?#]/)[0]!);
    await page.goto(`${baseUrl()}/tickets/${encodeURIComponent(ticketCode)}`);
    await shows(page.getByRole('button', { name: /Add to calendar/ }));
    await settle(page);
    await shootPage(page, 'buyer-ticket');
  });

  it('the organiser’s screens', async () => {
    const page = await newPage({ viewport });
    await logIn(page, organiser, '/platform/new-event');
    await settle(page);
    await shootPage(page, 'organiser-new-event');
    await page.goto(`${baseUrl()}/platform`);
    await shows(page.getByRole('list', { name: 'Coming up' }));
    await shows(page.getByText('Balance').first());
    await settle(page);
    await shootPage(page, 'organiser-home');
    await page.goto(`${baseUrl()}/platform/event/${event.id}`);
    await shows(page.getByRole('heading', { name: 'Public link', exact: true }));
    await settle(page);
    await shootPage(page, 'organiser-dashboard');
    await page.goto(`${baseUrl()}/platform/event/${event.id}/promo-codes`);
    await shows(page.getByRole('heading', { name: 'Promo codes', exact: true }));
    await settle(page);
    await shootElement(cardTitled(page, 'Promo codes'), 'organiser-promo-codes');
    await page.goto(`${baseUrl()}/platform/event/${event.id}/attendees`);
    await shows(page.getByText('thandi@example.com').first());
    await settle(page);
    await shootPage(page, 'organiser-attendees');
    await page.goto(`${baseUrl()}/platform/event/${event.id}/money`);
    await shows(page.getByText('Balance').first());
    await settle(page);
    await shootPage(page, 'organiser-money');
  });

  it('the administrator’s screens', async () => {
    const page = await newPage({ viewport });
    await logIn(page, admin, '/platform/admin');
    await shows(page.getByText('Winter Jazz Nights').first());
    await settle(page);
    await shootPage(page, 'admin-moderation');
    await page.goto(`${baseUrl()}/platform/admin?tab=payouts`);
    await settle(page);
    await shootPage(page, 'admin-payouts');
  });
});
