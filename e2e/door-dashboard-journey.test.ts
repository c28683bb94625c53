/**
 * The organiser at the door and after, on the event dashboard: with tickets sold, they search
 * and filter the attendees, check a guest in by hand and undo it, download the attendee CSV
 * (its rows read back), look at the orders, and make a door device's link, then revoke it.
 * axe at 1280 and 390 px on every screen visited; screenshots under .test-data/screenshots.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { newAdmin, signUp, uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { buyTickets } from '../tests/support/buy-tickets';
import { checkBothWidths } from './support/accessibility';
import { logIn } from './support/log-in';
import { openSection } from './support/workspace';
import { pagesForTheseTests, shows } from './support/browser';
import { createJourneyEvent } from './support/journey-event';

const newPage = pagesForTheseTests();
let organiser: TestUser;
let event: EventWithTypes;
/** Each buys one ticket: the first two General, the last two Crew. */
const buyers = ['ada', 'bongani', 'chen', 'dineo'].map((name) => uniqueEmail(name));

beforeAll(async () => {
  const admin = await newAdmin();
  organiser = await signUp('organiser');
  event = await createJourneyEvent(organiser, admin, 'Door Night', {
    description: 'Guests at the door',
    locationText: 'Bree Street, Cape Town',
    types: [
      { name: 'General', price: 0, currency: 'ZAR', capacity: 50, maxPerOrder: 4 },
      { name: 'Crew', price: 0, currency: 'ZAR', capacity: 10, maxPerOrder: 2 },
    ],
  });
  for (const [i, email] of buyers.entries()) {
    await buyTickets(event, i < 2 ? 'General' : 'Crew', 1, email);
  }
});

/** Picks `option` in the Mantine Select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const holderCells = (table: Locator) => table.locator('tbody tr td:first-child');

describe('the door dashboard journey', () => {
  it('an organiser finds, checks in and exports attendees, and hands out a door device link', async () => {
    const page = await newPage({ acceptDownloads: true });
    await logIn(page, organiser, `/platform/event/${event.id}/attendees`);
    await shows(page.getByRole('heading', { name: 'Attendees', exact: true }));
    const table = page.getByRole('table', { name: 'Attendees' });
    await expect
      .poll(() => holderCells(table).allTextContents(), { timeout: 15_000 })
      .toEqual(buyers);
    await checkBothWidths(page, 'door-dashboard');

    // Search by the start of an email, debounced.
    await page.getByLabel('Search attendees').fill(buyers[1]!.slice(0, 10).toUpperCase());
    await expect
      .poll(() => holderCells(table).allTextContents(), { timeout: 15_000 })
      .toEqual([buyers[1]]);
    await checkBothWidths(page, 'door-attendees-search');
    await page.getByLabel('Search attendees').fill('');

    // Filter by ticket type.
    await choose(page, 'Ticket type', 'Crew');
    await expect
      .poll(() => holderCells(table).allTextContents(), { timeout: 15_000 })
      .toEqual(buyers.slice(2));
    await checkBothWidths(page, 'door-attendees-crew');

    // Check the first Crew guest in by hand, then find them among those checked in.
    const chenRow = table.locator('tbody tr', { hasText: buyers[2]! });
    await chenRow.getByRole('button', { name: /^Check in ticket/ }).click();
    await shows(chenRow.getByText('Checked in', { exact: true }));
    await shows(
      chenRow.getByText(new RegExp(`^\\d+ \\w+, \\d\\d:\\d\\d · by ${organiser.email}$`)),
    );
    await choose(page, 'At the door', 'Checked in');
    await expect
      .poll(() => holderCells(table).allTextContents(), { timeout: 15_000 })
      .toEqual([buyers[2]]);
    await checkBothWidths(page, 'door-attendees-checked-in');

    // Undo it: nobody is checked in any more.
    await chenRow.getByRole('button', { name: /^Undo the check-in/ }).click();
    await shows(page.getByText('Nobody matches this search and these filters.'));
    await checkBothWidths(page, 'door-attendees-none');
    await choose(page, 'At the door', 'Everyone');
    await choose(page, 'Ticket type', 'All types');
    await expect
      .poll(() => holderCells(table).allTextContents(), { timeout: 15_000 })
      .toEqual(buyers);

    // Download every attendee as CSV and read it back.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download attendees (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^attendees-door-night-\d+\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const rows = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => [row['Holder email'], row['Ticket type'], row.Status])).toEqual(
      buyers.map((email, i) => [email, i < 2 ? 'General' : 'Crew', 'Not checked in']),
    );

    // The orders, one per buyer, newest first.
    await openSection(page, 'Orders');
    const orders = page.getByRole('table', { name: 'Orders' });
    await expect
      .poll(() => orders.locator('tbody tr td:nth-child(2)').allTextContents(), { timeout: 15_000 })
      .toEqual([...buyers].reverse());
    await checkBothWidths(page, 'door-orders');

    // A door device: its link is shown once, with a QR code; then it is revoked.
    await openSection(page, 'Check-in');
    await page.getByLabel('Device name').fill('Front door');
    await page.getByRole('button', { name: 'Create device link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link for “Front door”' });
    await shows(dialog.getByText('Shown only this once'));
    const link = await dialog.getByLabel('Device link').inputValue();
    expect(link).toMatch(new RegExp(`/check-in/${event.id}#[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    await shows(dialog.getByRole('img', { name: 'QR code of the link for Front door' }));
    await checkBothWidths(page, 'door-device-link');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const devices = page.getByRole('list', { name: 'Door devices' });
    await shows(devices.getByText('Front door'));
    await expect.poll(() => page.getByLabel('Device link').count()).toBe(0);

    await devices.getByRole('button', { name: 'Revoke the link of Front door' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke “Front door”?' });
    await checkBothWidths(page, 'door-device-revoke');
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await shows(devices.getByText('Revoked'));
    await checkBothWidths(page, 'door-device-revoked');
  });
});
