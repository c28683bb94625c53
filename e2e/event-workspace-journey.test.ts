/**
 * An event's workspace (issue 37): every section of an approved event with sales, opened by
 * its own link and by the navigation (the side navigation at 1280 px, the Section menu at
 * 390 px), each checked by axe-core at both widths and none taller than two screens at
 * 1280 px (its lists hold one order here); and the organiser's home, which lists the event.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { buyTickets } from '../tests/support/buy-tickets';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { checkBothWidths, desktopViewport, phoneViewport } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { createJourneyEvent, type JourneyEventDetails } from './support/journey-event';
import { logIn } from './support/log-in';
import { openSection } from './support/workspace';

const newPage = pagesForTheseTests();
let organiser: TestUser;
let event: EventWithTypes;

/** Each section: its name in the navigation, its address and a heading it shows. */
const sections = [
  { label: 'Overview', slug: '', heading: 'Public link' },
  { label: 'Tickets', slug: 'tickets', heading: 'Ticket types' },
  { label: 'Orders', slug: 'orders', heading: 'Orders' },
  { label: 'Attendees', slug: 'attendees', heading: 'Attendees' },
  { label: 'Check-in', slug: 'check-in', heading: 'Check-in' },
  { label: 'Promo codes', slug: 'promo-codes', heading: 'Promo codes' },
  { label: 'Questions', slug: 'questions', heading: 'Attendee details and questions' },
  { label: 'Waiting list', slug: 'waiting-list', heading: 'Waiting list' },
  { label: 'Money', slug: 'money', heading: 'Money' },
  { label: 'Settings', slug: 'settings', heading: 'Details' },
];

/** An approved event with one paid type: sales to show in every section. */
const gardenCinema: JourneyEventDetails = {
  description: 'Films under the trees',
  locationText: 'Company Garden, Cape Town',
  types: [{ name: 'Seat', price: 9000, currency: 'ZAR', capacity: 40, maxPerOrder: 4 }],
};

const addressOf = (slug: string) => `/platform/event/${event.id}${slug ? `/${slug}` : ''}`;
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).first();

beforeAll(async () => {
  let admin: TestUser;
  [organiser, admin] = await organiserAndAdmin();
  event = await createJourneyEvent(organiser, admin, 'Garden Cinema', gardenCinema);
  await buyTickets(event, 'Seat', 2, uniqueEmail('viewer'));
});

describe('the event workspace journey', () => {
  it('opens every section by its own link, each passing axe-core at both widths', async () => {
    const page = await newPage({ viewport: desktopViewport });
    await logIn(page, organiser, addressOf(''));
    for (const section of sections) {
      await page.goto(`${baseUrl()}${addressOf(section.slug)}`);
      await shows(heading(page, section.heading));
      const current = page
        .getByRole('navigation', { name: 'Event sections' })
        .getByRole('link', { name: section.label, exact: true });
      expect(await current.getAttribute('aria-current')).toBe('page');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${section.label} is ${height} px tall`).toBeLessThanOrEqual(
        2 * desktopViewport.height,
      );
      await checkBothWidths(page, `workspace-${section.slug || 'overview'}`);
    }
    // Settings' other tabs, by their own addresses.
    for (const tab of ['Selling', 'Banner']) {
      await page.goto(`${baseUrl()}${addressOf('settings')}?tab=${tab.toLowerCase()}`);
      await shows(page.getByRole('tab', { name: tab, selected: true }));
      await shows(heading(page, tab));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `Settings' ${tab} tab is ${height} px tall`).toBeLessThanOrEqual(
        2 * desktopViewport.height,
      );
      await checkBothWidths(page, `workspace-settings-${tab.toLowerCase()}`);
    }
  });

  it('goes from section to section by the side navigation, and back with the browser', async () => {
    const page = await newPage({ viewport: desktopViewport });
    await logIn(page, organiser, addressOf(''));
    for (const section of sections.slice(1)) {
      await openSection(page, section.label);
      await page.waitForURL(`**${addressOf(section.slug)}`);
      await shows(heading(page, section.heading));
    }
    await page.goBack();
    await page.waitForURL(`**${addressOf('money')}`);
    await shows(heading(page, 'Money'));
  });

  it('goes from section to section on a phone by the Section menu', async () => {
    const page = await newPage({ viewport: phoneViewport });
    await logIn(page, organiser, addressOf(''));
    for (const section of [sections[2]!, sections[5]!, sections[0]!]) {
      await page.getByRole('combobox', { name: 'Section' }).click();
      await page.getByRole('option', { name: section.label, exact: true }).click();
      await page.waitForURL(`**${addressOf(section.slug)}`);
      await shows(heading(page, section.heading));
    }
    await checkBothWidths(page, 'workspace-phone-menu', phoneViewport);
  });

  it('lists the event on the organiser’s home with what it sold and took', async () => {
    const page = await newPage({ viewport: desktopViewport });
    await logIn(page, organiser, '/platform');
    const row = page
      .getByRole('list', { name: 'Coming up' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Garden Cinema' }) });
    await shows(row.getByText('2 / 40 sold'));
    await shows(row.getByText('R 180.00 gross'));
    await row.getByRole('link', { name: 'Garden Cinema' }).click();
    await page.waitForURL(`**${addressOf('')}`);
    await shows(heading(page, 'Public link'));
    await page.goBack();
    await shows(page.getByRole('region', { name: 'Money' }).getByText('R 180.00'));
    await checkBothWidths(page, 'organiser-home');
  });
});
