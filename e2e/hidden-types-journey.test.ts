/**
 * Hidden ticket types in the browser (issue 24 part 2): a buyer's "Have an access code?" and
 * a link's ?access=; the organiser's Hidden tickets card and "Who can see it". axe at 1280 and
 * 390 px on each screen; screenshots under .test-data/screenshots.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { newAdmin, signUp, type TestUser } from '../tests/support/auth-emulator';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { createJourneyEvent } from './support/journey-event';
import { logIn } from './support/log-in';

const newPage = pagesForTheseTests();
let organiser: TestUser;
let event: EventWithTypes;

beforeAll(async () => {
  const admin = await newAdmin();
  organiser = await signUp('organiser');
  event = await createJourneyEvent(organiser, admin, 'Summer Stage', {
    description: 'Bands in the park',
    locationText: 'Company Garden, Cape Town',
    types: [
      { name: 'General', price: 15000, currency: 'ZAR', capacity: 100, maxPerOrder: 4 },
      {
        name: 'Crew pass',
        price: 0,
        currency: 'ZAR',
        capacity: 8,
        maxPerOrder: 2,
        visibility: 'code',
        accessCode: 'crew2026',
      },
      {
        name: 'Sponsor box',
        price: 90000,
        currency: 'ZAR',
        capacity: 4,
        maxPerOrder: 4,
        visibility: 'link',
        accessCode: 'SPONSOR-X',
      },
    ],
  });
});

async function openEvent(query = ''): Promise<Page> {
  const page = await newPage({ viewport: desktop });
  await page.goto(`${baseUrl()}/event/${event.id}${query}`);
  await shows(page.getByRole('heading', { name: event.name }));
  return page;
}

describe('hidden ticket types', () => {
  it('a buyer unlocks crew tickets with a typed code, and a sponsor through a link', async () => {
    const page = await openEvent();
    expect(await page.getByText('Crew pass').count()).toBe(0);
    await page.getByRole('button', { name: 'Have an access code?' }).click();
    await page.getByLabel('Access code').fill('CREW2026');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await shows(page.getByText('Code CREW2026 unlocked: Crew pass'));
    await checkBothWidths(page, 'hidden-types-unlocked', desktop);

    const linked = await openEvent('?access=sponsor-x');
    await shows(linked.getByText('Sponsor box'));
    await checkBothWidths(linked, 'hidden-types-link', desktop);
  });

  it('the organiser sees the links to share and who can see each type', async () => {
    const page = await newPage({ viewport: desktop });
    await logIn(page, organiser, `/platform/event/${event.id}/tickets`);
    await shows(page.getByRole('heading', { name: 'Hidden tickets' }));
    expect(await page.getByLabel('Link for Crew pass').inputValue()).toBe(
      `${baseUrl()}/event/${event.id}?access=CREW2026`,
    );
    await checkBothWidths(page, 'hidden-types-workspace', desktop);
    await shows(page.getByRole('region', { name: 'Ticket type 2' }));
    await page.getByRole('region', { name: 'Ticket type 2' }).scrollIntoViewIfNeeded();
    expect(
      await page
        .getByRole('region', { name: 'Ticket type 2' })
        .getByRole('combobox', { name: 'Who can see it' })
        .inputValue(),
    ).toBe('Hidden, revealed by an access code');
    await checkBothWidths(page, 'hidden-types-editor', desktop);
  });
});
