/**
 * Integrations (issue 41), in the browser: the owner makes a box-office API key on the
 * Integrations page (shown once), which checks a guest in and is refused the money, then is
 * revoked and refused on its next request; adds a webhook endpoint for order.paid pointing at
 * a receiver on this machine, whose signing secret is shown once; a sale reaches the receiver
 * signed with that secret, and the endpoint's delivery log shows it. The API reference at
 * /docs/api lists the routes. axe-core checks each screen at 1280 and 390 px.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { verifyWebhook } from '../scripts/lib/verify-webhook.mjs';
import { uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { callApi } from '../tests/support/api';
import { buyTickets } from '../tests/support/buy-tickets';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { waitFor } from '../tests/support/wait-for';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { checkApiReferencePage } from './support/api-reference';
import { pagesForTheseTests, shows } from './support/browser';
import { createJourneyEvent } from './support/journey-event';
import { logIn } from './support/log-in';

type Delivery = { body: string; signature: string | undefined };

const newPage = pagesForTheseTests();
let owner: TestUser;
let event: EventWithTypes;
let receiver: Server;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  let admin: TestUser;
  [owner, admin] = await organiserAndAdmin();
  event = await createJourneyEvent(owner, admin, 'Gate Night', {
    description: 'A night with a gate that talks to the box office',
    locationText: 'Harrington Street, Cape Town',
    types: [{ name: 'Entry', price: 8000, currency: 'ZAR', capacity: 40, maxPerOrder: 4 }],
  });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = req.headers['paradise-signature'];
      deliveries.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: typeof signature === 'string' ? signature : undefined,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

const receiverUrl = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

/** Calls the API as the key does: `Authorization: Bearer tp_…`. */
const withKey = (key: string, path: string, json?: unknown) =>
  callApi(path, { headers: { authorization: `Bearer ${key}` }, json });

/** The owner makes an API key named `name` with the role `role`; the key, read from its dialog. */
async function makeKey(page: Page, name: string, role: string): Promise<string> {
  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: role }).click();
  await checkBothWidths(page, 'integrations-new-api-key');
  await dialog.getByRole('button', { name: 'Make the key' }).click();
  const shown = page.getByRole('dialog', { name: `Your new key: ${name}` });
  const key = (await shown.getByLabel('The API key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^tp_test_/);
  await checkBothWidths(page, 'integrations-api-key-shown-once');
  await shown.getByRole('button', { name: 'Done' }).click();
  return key;
}

describe('the integrations journey', () => {
  it('an API key does its role’s job until revoked; a webhook tells a receiver of each sale', async () => {
    const page = await newPage({ viewport: desktop });
    await logIn(page, owner, '/platform/integrations');
    await shows(page.getByRole('heading', { name: 'Integrations', level: 1 }));
    await shows(page.getByText('No API keys yet'));
    await checkBothWidths(page, 'integrations-empty');

    // A box-office key checks a guest in, and is refused the money.
    const [code] = await buyTickets(event, 'Entry', 1, uniqueEmail('gate-guest'));
    const key = await makeKey(page, 'Gate scanner', 'Box office');
    await shows(page.getByRole('list', { name: 'API keys' }).getByText('Gate scanner'));
    const checkIn = await withKey(key, `/api/events/${event.id}/check-ins`, {
      scans: [{ scanId: 'gate-scan-0001', scanned: code!, scannedAt: new Date().toISOString() }],
    });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body).toMatchObject({ answers: [{ result: 'valid' }] });
    expect((await withKey(key, `/api/events/${event.id}/money`)).status).toBe(403);

    // Revoked, it is refused on its very next request.
    await page.getByRole('button', { name: 'Revoke Gate scanner' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this API key?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await shows(page.getByText('Revoked', { exact: true }));
    expect((await withKey(key, `/api/events/${event.id}/check-in/summary`)).status).toBe(401);

    // A webhook endpoint for order.paid, its secret shown once.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const adding = page.getByRole('dialog', { name: 'Add endpoint' });
    await adding.getByLabel('Endpoint URL').fill(receiverUrl());
    await adding.getByRole('checkbox', { name: /^order\.paid/ }).check();
    await checkBothWidths(page, 'integrations-add-endpoint');
    await adding.getByRole('button', { name: 'Add endpoint' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
    const secret = (await secretDialog.getByLabel('Signing secret').inputValue()).trim();
    expect(secret).toMatch(/^whsec_/);
    await checkBothWidths(page, 'integrations-signing-secret');
    await secretDialog.getByRole('button', { name: 'I have stored it' }).click();

    // A sale reaches the receiver signed with that secret, and the log shows it.
    const email = uniqueEmail('hooked-buyer');
    await buyTickets(event, 'Entry', 2, email);
    await waitFor(async () => deliveries.length > 0, 15_000);
    const [delivery] = deliveries;
    expect(verifyWebhook(delivery!.body, delivery!.signature, secret)).toBe(true);
    const payload = JSON.parse(delivery!.body) as { id: string; type: string; data: unknown };
    expect(payload).toMatchObject({
      type: 'order.paid',
      data: { event: { id: event.id }, order: { buyerEmail: email, amount: 16000 } },
    });
    await page.getByRole('button', { name: `Delivery log of ${receiverUrl()}` }).click();
    const log = page.getByRole('region', { name: `Delivery log of ${receiverUrl()}` });
    await shows(log.getByRole('button', { name: /order\.paid/ }));
    await shows(page.getByText('Last delivery:'));
    await checkBothWidths(page, 'integrations-delivery-log');

    // The API reference, generated from the contract.
    await checkApiReferencePage(await newPage({ viewport: desktop }));
  });
});
