import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { callApi } from '../tests/support/api';
import {
  newAdmin,
  signInAnonymously,
  signUp,
  uniqueEmail,
  type TestUser,
} from '../tests/support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../tests/support/backend-docs';
import { createApprovedEvent } from '../tests/support/events';
import { takeFreeTickets } from '../tests/support/tickets';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { baseUrl, launchChromium, shows, snapshot } from './support/browser';

let browser: Browser;
let organiser: TestUser;
let event: EventWithTypes;
let codes: string[];

beforeAll(async () => {
  browser = await launchChromium();
  const admin = await newAdmin();
  organiser = await signUp('organiser');
  event = await createApprovedEvent(organiser, admin, {
    name: `Jazz on the lawn ${Date.now()}`,
    locationText: 'Kirstenbosch, Cape Town',
    startsAt: '2027-02-06T17:00:00.000Z',
    timeZone: 'Africa/Johannesburg',
    types: [{ name: 'Lawn', price: 0, currency: 'ZAR', capacity: 10, maxPerOrder: 3 }],
  });
  codes = await takeFreeTickets(await signInAnonymously(), event, {
    typeName: 'Lawn',
    quantity: 3,
    email: uniqueEmail('guest'),
  });
});

afterAll(async () => {
  await browser?.close();
  await closeBackendDocs();
});

async function openTicket(code: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: desktop })).newPage();
  await page.goto(`${baseUrl()}/tickets/${code}`);
  await shows(page.getByRole('heading', { name: event.name }));
  return page;
}

const qrCode = (page: Page, code: string) =>
  page.getByRole('img', { name: `QR code of ticket ${code}` });

describe('a ticket page at the door', () => {
  it('shows a valid ticket with its QR code and no warning', async () => {
    const page = await openTicket(codes[0]!);
    await shows(qrCode(page, codes[0]!));
    expect(await page.getByRole('alert').count()).toBe(0);
    await checkBothWidths(page, 'ticket-valid', desktop);

    // Add to calendar: Google and Outlook at the event's instant, and the .ics for the rest.
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const google = page.getByRole('menuitem', { name: 'Google Calendar' });
    await shows(google);
    expect(await google.getAttribute('href')).toContain('dates=20270206T170000Z%2F');
    await shows(page.getByRole('menuitem', { name: 'Outlook.com' }));
    await shows(page.getByRole('menuitem', { name: 'Apple Calendar and others (.ics)' }));
    await snapshot(page, 'ticket-calendar-menu');
    await page.keyboard.press('Escape');
  });

  it('says a used ticket was checked in, and when', async () => {
    const checkIn = await callApi(`/api/events/${event.id}/attendees/${codes[1]}/check-in`, {
      method: 'POST',
      token: organiser.idToken,
    });
    expect(checkIn.status).toBe(200);
    const page = await openTicket(codes[1]!);
    await shows(page.getByRole('alert').filter({ hasText: 'Already used' }));
    await expect.poll(() => page.getByText(/Checked in at the door on /).count()).toBe(1);
    await checkBothWidths(page, 'ticket-used', desktop);
  });

  it('says a refunded ticket will not get anyone in, with no QR code to show', async () => {
    // Refunds void tickets so (their own tests cover how); here, only what the holder sees.
    await backendDocs().update(`tickets/${codes[2]}`, {
      status: 'void',
      voidReason: 'refunded',
      doorState: 'void',
    });
    const page = await openTicket(codes[2]!);
    await shows(page.getByText('This ticket was refunded, so it will not get you in.'));
    expect(await qrCode(page, codes[2]!).count()).toBe(0);
    await checkBothWidths(page, 'ticket-refunded', desktop);
  });
});
