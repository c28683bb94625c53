import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationQueueResponse } from '../functions/src/contract/admin';
import { callApi } from '../tests/support/api';
import { newAdmin, uniqueEmail } from '../tests/support/auth-emulator';
import { checkBothWidths, phoneViewport, tabTo } from './support/accessibility';
import { baseUrl, launchChromium, shows, snapshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the first journey', () => {
  it('signs up, verifies the email, creates an event, lists it, and a stranger opens its public page once approved', async () => {
    const organiser = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await organiser.newPage();
    const email = uniqueEmail('journey');
    const eventName = `Lantern Walk ${Date.now()}`;

    // Keyboard only, from sign-up to a created event: every control reached with Tab shows
    // a focus ring, and each screen passes axe at 1280 and 390 px.
    await page.goto(`${baseUrl()}/user-flow/sign-up`);
    await shows(page.getByRole('button', { name: 'Continue' }));
    await checkBothWidths(page, 'first-journey-sign-up');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type('lantern-walk-2026');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/user-flow/sign-up-confirm');
    await shows(page.getByRole('link', { name: 'Open the local verification link' }));
    await checkBothWidths(page, 'first-journey-sign-up-confirm');

    // Typing a platform address before the email is verified leads back to the confirm page.
    await page.goto(`${baseUrl()}/platform/new-event`);
    await page.waitForURL('**/user-flow/sign-up-confirm');
    await shows(page.getByRole('heading', { name: 'Check your inbox' }));

    // Organisers need a verified email: open the confirm page's local verification link.
    const link = page.getByRole('link', { name: 'Open the local verification link' });
    await tabTo(page, link);
    const [verificationTab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.keyboard.press('Enter'),
    ]);
    await shows(verificationTab.getByRole('heading', { name: 'Email Verified!' }));
    await checkBothWidths(verificationTab, 'first-journey-email-verified');
    await verificationTab.close();
    await shows(page.getByRole('heading', { name: 'You are verified!' }));
    await checkBothWidths(page, 'first-journey-verified');
    await tabTo(page, page.getByRole('button', { name: 'Go to platform' }), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/platform\/$/);
    await shows(page.getByRole('heading', { name: `Welcome ${email}!` }));
    await checkBothWidths(page, 'first-journey-welcome');

    await page.goto(`${baseUrl()}/platform/new-event`);
    await shows(page.getByLabel('Event name'));
    await checkBothWidths(page, 'first-journey-wizard-details');
    await tabTo(page, page.getByLabel('Event name'), { limit: 60 });
    await page.keyboard.type(eventName);
    await tabTo(page, page.getByLabel('Description'));
    await page.keyboard.type('A walk through the botanical gardens by lantern light');
    // The wizard's Last step creates the event; a name is all it needs.
    await tabTo(page, page.getByRole('button', { name: /^\d?\s*Last/ }), { backwards: true });
    await page.keyboard.press('Enter');
    const create = page.getByRole('button', { name: 'Create', exact: true });
    await shows(create);
    await checkBothWidths(page, 'first-journey-wizard-last');
    await tabTo(page, create, { limit: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/platform/events');
    const row = page.getByRole('row', { name: new RegExp(eventName) });
    await shows(row.getByText('pending', { exact: false }));
    await snapshot(page, 'first-journey-events-list');
    await checkBothWidths(page, 'first-journey-events');

    const admin = await newAdmin();
    const queue = moderationQueueResponse.parse(
      (await callApi('/api/admin/events', { token: admin.idToken })).body,
    );
    const created = queue.events.find((event) => event.name === eventName);
    expect(created).toBeDefined();
    const approval = await callApi(`/api/admin/events/${created!.id}/approval`, {
      token: admin.idToken,
      json: { approved: true },
    });
    expect(approval.status).toBe(200);

    const stranger = await browser.newContext({ viewport: phoneViewport });
    const publicPage = await stranger.newPage();
    await publicPage.goto(`${baseUrl()}/event/${created!.id}`);
    await shows(publicPage.getByRole('heading', { name: eventName }));
    await shows(publicPage.getByText('A walk through the botanical gardens by lantern light'));
    await shows(publicPage.getByRole('button', { name: 'Buy a ticket!' }));
    await snapshot(publicPage, 'first-journey-public-page-mobile');
    await checkBothWidths(publicPage, 'first-journey-public-page');

    await organiser.close();
    await stranger.close();
  });
});
