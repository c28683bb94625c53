import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../tests/support/api';
import { newAdmin, signUp } from '../tests/support/auth-emulator';
import { photoJpeg } from '../tests/support/images';
import { checkBothWidths, tabTo } from './support/accessibility';
import { logIn } from './support/log-in';
import { baseUrl, launchChromium, shows } from './support/browser';
import { openSection } from './support/workspace';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function openStep(page: Page, step: string): Promise<void> {
  // A step button is named by what it shows: its number (a tick once done), label, description.
  await page.getByRole('button', { name: new RegExp(`^\\d?\\s*${step}(?! ·)`) }).click();
  await shows(page.getByRole('heading', { name: step, exact: true }));
}

describe('the event approval journey', () => {
  it('creates an event in the wizard, is rejected, fixed, resubmitted, approved and published', async () => {
    const organiserAccount = await signUp('organiser');
    const adminAccount = await newAdmin();
    const eventName = `Harbour Lights ${Date.now()}`;
    const organiser = await (await browser.newContext({ viewport: desktop })).newPage();
    const admin = await (await browser.newContext({ viewport: desktop })).newPage();

    // The organiser fills in the wizard, step by step.
    await logIn(organiser, organiserAccount, '/platform/new-event');
    await organiser.getByLabel('Event name').fill(eventName);
    await organiser
      .getByLabel('Description')
      .fill('Lanterns, a brass band and the harbour at dusk');
    await organiser.getByLabel('Address').fill('V&A Waterfront, Cape Town');
    await organiser.getByLabel('Latitude').fill('-33.9036');
    await organiser.getByLabel('Longitude').fill('18.4207');
    await organiser.getByLabel('Starts').fill('2026-12-12T19:00');
    await organiser.getByLabel('Ends').fill('2026-12-12T23:00');
    await organiser.getByRole('combobox', { name: 'Time zone' }).fill('Africa/Johannesburg');
    await organiser.getByRole('option', { name: 'Africa/Johannesburg' }).click();
    await checkBothWidths(organiser, 'approval-wizard-details', desktop);

    await openStep(organiser, 'Photo');
    await organiser.getByLabel('Photo file').setInputFiles({
      name: 'harbour.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoJpeg(1200, 600),
    });
    await organiser.getByRole('button', { name: 'Confirm' }).click();
    await shows(organiser.getByRole('img', { name: 'Preview of the cropped photo' }));
    await checkBothWidths(organiser, 'approval-wizard-photo', desktop);

    await openStep(organiser, 'Ticket Types');
    await organiser.getByRole('button', { name: 'Add a new ticket type' }).click();
    const general = organiser.getByRole('region', { name: 'Ticket type 1' });
    await general.getByLabel('Ticket name').fill('General');
    await general.getByLabel('Price').fill('150');
    await general.getByLabel('Capacity').fill('200');
    await organiser.getByRole('button', { name: 'Add a new ticket type' }).click();
    const vip = organiser.getByRole('region', { name: 'Ticket type 2' });
    await vip.getByLabel('Ticket name').fill('VIP');
    await vip.getByLabel('Price').fill('450.50');
    await vip.getByLabel('Capacity').fill('20');
    await checkBothWidths(organiser, 'approval-wizard-ticket-types', desktop);

    await openStep(organiser, 'Last');
    await shows(organiser.getByText('Ready to create'));
    await checkBothWidths(organiser, 'approval-wizard-last', desktop);
    await organiser.getByRole('button', { name: 'Create', exact: true }).click();
    await organiser.waitForURL('**/platform/events');
    const row = organiser.getByRole('row', { name: new RegExp(eventName) });
    await shows(row.getByText('Pending'));
    await checkBothWidths(organiser, 'approval-events-list', desktop);

    // An administrator sees it as buyers would, and rejects it with a reason.
    await logIn(admin, adminAccount, '/platform/admin');
    const card = admin.getByRole('article', { name: eventName });
    await shows(card.getByText('150.00 ZAR'));
    await shows(card.getByText('450.50 ZAR'));
    await shows(card.getByRole('img', { name: `Banner of ${eventName}` }));
    await checkBothWidths(admin, 'approval-admin-moderation', desktop);
    await card.getByRole('button', { name: `Reject ${eventName}` }).click();
    const rejectDialog = admin.getByRole('dialog');
    await rejectDialog.getByRole('button', { name: 'Reject event' }).click();
    await shows(rejectDialog.getByText('Give a reason'));
    await rejectDialog.getByLabel('Reason').fill('Please say who is playing in the description.');
    await checkBothWidths(admin, 'approval-admin-reject-dialog', desktop);
    await rejectDialog.getByRole('button', { name: 'Reject event' }).click();
    await rejectDialog.waitFor({ state: 'hidden' });
    await admin.getByRole('tab', { name: 'Users' }).click();
    // Newest first: the organiser, who signed up moments ago, is on the first page.
    await shows(admin.getByText(organiserAccount.email!));
    await checkBothWidths(admin, 'approval-admin-users', desktop);

    // The organiser reads the reason, edits the event and sends it back.
    await organiser.reload();
    await shows(row.getByText('Please say who is playing in the description.'));
    await row.getByRole('link', { name: `Details of ${eventName}` }).click();
    await organiser.waitForURL('**/platform/event/**');
    const eventId = new URL(organiser.url()).pathname.split('/').pop()!;
    await shows(organiser.getByText('Please say who is playing in the description.'));
    await shows(organiser.getByText('0 / 200'));
    await checkBothWidths(organiser, 'approval-dashboard-rejected', desktop);
    // The workspace's sections: Tickets, then Settings: its banner, then the description.
    await openSection(organiser, 'Tickets');
    await shows(organiser.getByRole('region', { name: 'Ticket type 2' }));
    await checkBothWidths(organiser, 'approval-workspace-tickets', desktop);
    // The rejection says where to fix it: its own link to Settings.
    await organiser
      .getByRole('alert')
      .filter({ hasText: 'Please say who is playing' })
      .getByRole('link', { name: 'Settings', exact: true })
      .click();
    await organiser.waitForURL(`**/platform/event/${eventId}/settings`);
    await organiser.getByRole('tab', { name: 'Banner' }).click();
    await shows(organiser.getByRole('img', { name: 'Preview of the cropped photo' }));
    await checkBothWidths(organiser, 'approval-workspace-settings', desktop);
    await organiser.getByRole('tab', { name: 'Details' }).click();
    await organiser
      .getByLabel('Description')
      .fill('Lanterns, the Harbour Brass Band and the harbour at dusk');
    await organiser.getByRole('button', { name: 'Save and resubmit' }).click();
    await shows(organiser.getByText('Changes saved'));
    await openSection(organiser, 'Overview');
    await shows(organiser.getByText('Waiting for approval'));
    await checkBothWidths(organiser, 'approval-dashboard-resubmitted', desktop);

    // The administrator approves the resubmitted event.
    await admin.getByRole('tab', { name: 'Moderation' }).click();
    await admin.reload();
    await shows(card.getByText('the Harbour Brass Band', { exact: false }));
    // The administrator's main action with the keyboard alone, a focus ring on the button.
    await tabTo(admin, card.getByRole('button', { name: `Approve ${eventName}` }), { limit: 120 });
    await admin.keyboard.press('Enter');
    // Decided events leave the pending list.
    await card.waitFor({ state: 'detached' });

    // Anyone can now open the public page: name, price and banner.
    const stranger = await (await browser.newContext({ viewport: phone })).newPage();
    await stranger.goto(`${baseUrl()}/event/${eventId}`);
    await shows(stranger.getByRole('heading', { name: eventName }));
    await shows(stranger.getByText('150.00 ZAR'));
    await shows(stranger.getByText('450.50 ZAR'));
    await shows(stranger.getByText(/Sat 12 Dec 2026, 19:00 – 23:00/));
    const banner = stranger.getByRole('img', { name: eventName });
    await shows(banner);
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // The browser picked one of the sizes made at upload, in AVIF, not the original.
    expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/banner\?v=[^&]+&w=\d+&f=avif$/,
    );
    await checkBothWidths(stranger, 'approval-public-page', desktop);

    // The organiser's dashboard now says it is on sale, with the link to share.
    await organiser.reload();
    await shows(organiser.getByText('Approved: on sale'));
    await expect
      .poll(() => organiser.getByLabel('Share this with buyers').inputValue())
      .toBe(`${baseUrl()}/event/${eventId}`);
    await checkBothWidths(organiser, 'approval-dashboard-approved', desktop);

    // Search: the shell's "Manage Event: {text}" opens the one matching event's dashboard.
    await organiser.goto(
      `${baseUrl()}/platform/search/manage-event:${encodeURIComponent(eventName)}`,
    );
    await organiser.waitForURL(`**/platform/event/${eventId}`);
    await organiser.goto(`${baseUrl()}/platform/search/harbour`);
    await shows(organiser.getByRole('link', { name: `Manage ${eventName}` }));
    await checkBothWidths(organiser, 'approval-search', desktop);
    // The admin page is for administrators only.
    await organiser.goto(`${baseUrl()}/platform/admin`);
    await shows(organiser.getByRole('heading', { name: 'Only administrators' }));
    await checkBothWidths(organiser, 'approval-admin-refused', desktop);

    // Deleting from the list: a throwaway event goes after a confirmation.
    const throwaway = `Cancelled Picnic ${Date.now()}`;
    const created = await callApi('/api/events', {
      token: organiserAccount.idToken,
      json: { name: throwaway, types: [] },
    });
    expect(created.status).toBe(201);
    await organiser.goto(`${baseUrl()}/platform/events`);
    await organiser.getByRole('checkbox', { name: `Select ${throwaway}` }).check();
    await organiser.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = organiser.getByRole('dialog', { name: 'Delete this event?' });
    await shows(confirm.getByText(throwaway));
    await checkBothWidths(organiser, 'approval-events-delete-confirm', desktop);
    await confirm.getByRole('button', { name: 'Delete event' }).click();
    await organiser.getByText(throwaway).first().waitFor({ state: 'detached' });
    await shows(organiser.getByRole('row', { name: new RegExp(eventName) }));

    await organiser.context().close();
    await admin.context().close();
    await stranger.context().close();
  });
});
