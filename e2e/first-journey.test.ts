import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationQueueResponse } from '../functions/src/contract/admin';
import { callApi } from '../tests/support/api';
import { newAdmin, uniqueEmail } from '../tests/support/auth-emulator';
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

    await page.goto(`${baseUrl()}/user-flow/sign-up`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('lantern-walk-2026');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/user-flow/sign-up-confirm');
    // Organisers need a verified email: open the confirm page's local verification link.
    const [verificationTab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Open the local verification link' }).click(),
    ]);
    await shows(verificationTab.getByRole('heading', { name: 'Email Verified!' }));
    await verificationTab.close();
    await shows(page.getByRole('heading', { name: 'You are verified!' }));

    await page.goto(`${baseUrl()}/platform/new-event`);
    await page.getByLabel('Event name').fill(eventName);
    await page
      .getByLabel('Description')
      .fill('A walk through the botanical gardens by lantern light');
    // The wizard's Last step creates the event; a name is all it needs.
    await page.getByRole('button', { name: /^Last/ }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL('**/platform/events');
    const row = page.getByRole('row', { name: new RegExp(eventName) });
    await shows(row.getByText('pending', { exact: false }));
    await snapshot(page, 'first-journey-events-list');

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

    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const publicPage = await stranger.newPage();
    await publicPage.goto(`${baseUrl()}/event/${created!.id}`);
    await shows(publicPage.getByRole('heading', { name: eventName }));
    await shows(publicPage.getByText('A walk through the botanical gardens by lantern light'));
    await shows(publicPage.getByRole('button', { name: 'Buy a ticket!' }));
    await snapshot(publicPage, 'first-journey-public-page-mobile');

    await organiser.close();
    await stranger.close();
  });
});
