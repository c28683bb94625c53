import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInSummary, createDeviceResponse } from '../functions/src/contract/check-in';
import type { EventWithTypes } from '../functions/src/contract/events';
import { callApi } from '../tests/support/api';
import { newAdmin, signUp, uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { buyTickets } from '../tests/support/buy-tickets';
import { ticketByCode } from '../tests/support/tickets';
import { checkBothWidths, desktopViewport } from './support/accessibility';
import { logIn } from './support/log-in';
import { baseUrl, launchChromium, shows } from './support/browser';
import {
  answered,
  hardwareScan,
  keepAnswers,
  nextGuest,
  scanAnswer as answer,
} from './support/door-scanner';
import { writeQrVideo } from './support/fake-camera';
import { createJourneyEvent } from './support/journey-event';

/*
 * The door: the organiser's scanner checks guest 1 in through the (fake) camera, then, with
 * the network gone, guest 2 through a "hardware scanner" (keys typed and Enter); back online
 * the scans sync and the summary counts both. A door device opens its link with no account,
 * and reopens with no network through the service worker.
 */

let browser: Browser;
let organiser: TestUser;
let event: EventWithTypes;
let qrCodes: string[];
let codes: string[];
let refundedCode: string | undefined;

beforeAll(async () => {
  const admin = await newAdmin();
  organiser = await signUp('organiser');
  event = await createJourneyEvent(organiser, admin, 'Harbour Gala', {
    description: 'Dinner and dancing on the quay',
    locationText: 'V&A Waterfront, Cape Town',
    endsAt: '2027-03-06T23:00:00.000Z',
    types: [{ name: 'Entry', price: 12000, currency: 'ZAR', capacity: 20, maxPerOrder: 4 }],
  });
  codes = await buyTickets(event, 'Entry', 2, uniqueEmail('guest'));
  // A third guest's order, refunded before doors open: that ticket no longer lets in.
  [refundedCode] = await buyTickets(event, 'Entry', 1, uniqueEmail('refunded'));
  const refunded = await callApi(
    `/api/orders/${(await ticketByCode(refundedCode!)).orderReference}/refund`,
    { method: 'POST', token: organiser.idToken },
  );
  expect(refunded.status).toBe(200);
  qrCodes = await Promise.all(codes.map(async (code) => (await ticketByCode(code)).qrPayload));
  const video = path.join(mkdtempSync(path.join(os.tmpdir(), 'check-in-camera-')), 'ticket-1.y4m');
  writeQrVideo(qrCodes[0]!, video);
  browser = await launchChromium({
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

/** A browser whose scanner keeps each answer up until Next guest (see keepAnswers). */
async function keptAnswersContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: desktopViewport });
  await keepAnswers(context);
  return context;
}

/** The page's service worker runs and has been given the files this visit loaded. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration(location.pathname);
    return registration?.active?.state === 'activated';
  });
  await page.waitForTimeout(1000);
}

async function summary() {
  const answered = await callApi(`/api/events/${event.id}/check-in/summary`, {
    token: organiser.idToken,
  });
  expect(answered.status).toBe(200);
  return checkInSummary.parse(answered.body);
}

describe('the check-in journey', () => {
  let organiserContext: BrowserContext;

  it('checks guest 1 in by camera, guest 2 offline by hardware scanner, and syncs both', async () => {
    organiserContext = await keptAnswersContext();
    const page = await organiserContext.newPage();
    const scannerPath = `/platform/events/${event.id}/check-in`;
    await logIn(page, organiser, scannerPath);

    // The camera sees guest 1's QR code and the door turns green.
    await answered(page, 'go', 'Valid');
    await shows(answer(page).getByText('Let them in: Entry.'));
    await checkBothWidths(page, 'check-in-valid');
    await nextGuest(page);
    await shows(page.getByRole('heading', { name: `Check-in: ${event.name}` }));
    await shows(page.getByText('Guest list of 3 tickets', { exact: false }));
    await checkBothWidths(page, 'check-in-scanner');

    // The refunded ticket, typed by hand: red, with the reason.
    await hardwareScan(page, refundedCode!);
    await answered(page, 'stop', 'Refunded');
    await shows(answer(page).getByText('This ticket was refunded: it no longer lets anyone in.'));
    await checkBothWidths(page, 'check-in-refunded');
    await nextGuest(page);

    // No network: guest 2's code from a hardware scanner, answered on the device.
    await serviceWorkerReady(page);
    await organiserContext.setOffline(true);
    await shows(page.getByText('Offline', { exact: true }));
    await hardwareScan(page, qrCodes[1]!);
    await answered(page, 'go', 'Valid');
    await shows(answer(page).getByText('Answered on this device', { exact: false }));
    await checkBothWidths(page, 'check-in-offline-valid');
    await nextGuest(page);

    // The same ticket again, typed by hand: the device knows it is in.
    await page.getByLabel('Ticket code').fill(codes[1]!);
    await page.getByRole('button', { name: 'Check in' }).click();
    await answered(page, 'stop', 'Ticket already used');
    await shows(answer(page).getByText(/^Already checked in at \d\d:\d\d by /));
    await checkBothWidths(page, 'check-in-offline-used');
    await nextGuest(page);
    await shows(page.getByText('2 scans wait to sync'));
    await checkBothWidths(page, 'check-in-offline-scanner');

    // The page opens again with no network (its service worker), still signed in, its scans
    // kept; the camera sees guest 1 again, and the device knows they are in.
    await page.reload();
    await shows(page.getByText('Offline', { exact: true }));
    await answered(page, 'stop', 'Ticket already used');
    await nextGuest(page);
    await shows(page.getByText('3 scans wait to sync'));

    // Answers clear themselves when they are not kept.
    await page.getByLabel('Keep answers until Next guest').uncheck();
    await hardwareScan(page, 'not a ticket at all');
    await answered(page, 'stop', 'Unknown ticket');
    await answer(page).waitFor({ state: 'detached', timeout: 10_000 });

    // Back online, the waiting scans sync and the server counts both guests.
    await organiserContext.setOffline(false);
    await shows(page.getByText('All scans synced'), 20_000);
    const counts = await summary();
    expect(counts).toMatchObject({ tickets: 2, checkedIn: 2 });
    expect(counts.conflicts).toEqual([]);

    // The event's Check-in section says so, and leads back to the scanner.
    await page.getByRole('link', { name: 'Back to the event' }).click();
    await shows(page.getByText('2 of 2 checked in'));
    await page.getByRole('link', { name: 'Open scanner' }).click();
    await page.waitForURL(`**${scannerPath}`);
    await shows(page.getByText('All scans synced'));
  });

  it('opens a door device from its link with no account, again with no network, and stops it once revoked', async () => {
    const created = await callApi(`/api/events/${event.id}/check-in/devices`, {
      token: organiser.idToken,
      json: { name: 'Door 2' },
    });
    expect(created.status).toBe(201);
    const { link } = createDeviceResponse.parse(created.body);
    const url = new URL(link);
    expect(url.hash).toMatch(/^#.+\..+/);

    const context = await keptAnswersContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${url.pathname}${url.hash}`);
    await shows(page.getByText('Scanning as Door 2'));
    // The secret leaves the address bar (and the history) at once.
    expect(page.url()).toBe(`${baseUrl()}${url.pathname}`);

    // Its camera sees guest 1 again: already in, said with when and by whom.
    await answered(page, 'stop', 'Ticket already used');
    await shows(answer(page).getByText(/^Already checked in at \d\d:\d\d by /));
    await checkBothWidths(page, 'check-in-device-used');
    await nextGuest(page);
    await checkBothWidths(page, 'check-in-device');

    // The page and its guest list open with no network after that first visit.
    await serviceWorkerReady(page);
    await context.setOffline(true);
    await page.reload();
    await shows(page.getByText('Scanning as Door 2'));
    await shows(page.getByText('Offline', { exact: true }));
    await shows(page.getByText('Guest list of 3 tickets', { exact: false }));

    // Online again, its scans sync; then the organiser revokes its link and it stops.
    await context.setOffline(false);
    await shows(page.getByText('All scans synced'), 20_000);
    const counts = await summary();
    expect(counts.byScanner.map((scanner) => scanner.checkedIn).reduce((a, b) => a + b, 0)).toBe(2);
    const deviceId = url.hash.slice(1).split('.')[0]!;
    const revoked = await callApi(`/api/events/${event.id}/check-in/devices/${deviceId}`, {
      method: 'DELETE',
      token: organiser.idToken,
    });
    expect(revoked.status).toBe(204);
    await page.reload();
    await shows(page.getByText('This scanner cannot check guests in'));
    await shows(page.getByText(/Its link may have been revoked/));
    await checkBothWidths(page, 'check-in-device-revoked');
    await context.close();
  });
});
