import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { uniqueEmail } from '../tests/support/auth-emulator';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { readOutbox } from '../tests/support/outbox';
import { waitFor } from '../tests/support/wait-for';
import { checkBothWidths, desktopViewport as desktop, tabTo } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { chooseTickets as choose, sandbox } from './support/checkout';
import { createJourneyEvent } from './support/journey-event';

const newPage = pagesForTheseTests();
let event: EventWithTypes;

beforeAll(async () => {
  const [organiser, admin] = await organiserAndAdmin();
  event = await createJourneyEvent(organiser, admin, 'Night Market', {
    description: 'Street food, fairy lights and a brass band',
    locationText: 'Bree Street, Cape Town',
    startsAt: '2027-02-06T17:00:00.000Z',
    endsAt: '2027-02-06T22:00:00.000Z',
    types: [
      { name: 'Entry', price: 8000, currency: 'ZAR', capacity: 50, maxPerOrder: 4 },
      { name: 'Tasting pass', price: 25000, currency: 'ZAR', capacity: 3, maxPerOrder: 3 },
    ],
  });
});

async function openEvent(): Promise<Page> {
  const page = await newPage({ viewport: desktop });
  await page.goto(`${baseUrl()}/event/${event.id}`);
  await shows(page.getByRole('heading', { name: event.name }));
  return page;
}

describe('the checkout journey', () => {
  it('an anonymous buyer buys tickets of two types, pays in the sandbox and gets them', async () => {
    const page = await openEvent();
    await checkBothWidths(page, 'checkout-event', desktop);
    const email = uniqueEmail('buyer');

    await choose(page, { Entry: 2, 'Tasting pass': 1 }, email);
    await shows(sandbox(page).getByRole('button', { name: 'Pay with test card' }));
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/held for 1[45]:\d\d/);
    await checkBothWidths(page, 'checkout-payment', desktop);

    await sandbox(page).getByRole('button', { name: 'Pay with test card' }).click();
    await shows(page.getByRole('heading', { name: "You're going!" }));
    await checkBothWidths(page, 'checkout-paid', desktop);
    await expect.poll(() => page.getByRole('link', { name: /Open ticket/ }).count()).toBe(3);

    await waitFor(async () =>
      (await readOutbox()).some((mail) => mail.to === email && /Your tickets/.test(mail.subject)),
    );

    await page.getByRole('link', { name: 'Open ticket 1' }).click();
    await shows(page.getByRole('img', { name: /QR code of ticket/ }));
    await expect.poll(() => page.getByText(email, { exact: false }).count()).toBeGreaterThan(0);
    await checkBothWidths(page, 'checkout-ticket', desktop);
  });

  it('a second buyer finds the tasting passes that are left, then none', async () => {
    const page = await openEvent();
    await expect.poll(() => page.getByText('Only 2 left').count()).toBe(1);
    await choose(page, { Entry: 0, 'Tasting pass': 2 }, uniqueEmail('second'));
    await shows(sandbox(page).getByRole('button', { name: 'Pay with test card' }));
    await sandbox(page).getByRole('button', { name: 'Pay with test card' }).click();
    await shows(page.getByRole('heading', { name: "You're going!" }));

    const late = await openEvent();
    await shows(late.getByText('Sold out'));
    expect(await late.getByLabel('Number of Tasting pass tickets').isDisabled()).toBe(true);
    await checkBothWidths(late, 'checkout-sold-out', desktop);
  });

  it('a queued buyer sees their place in the queue move up, then pays', async () => {
    const page = await openEvent();
    // A rush cannot be staged in a journey: the allocator's real answer (a hold) is kept back
    // and the page is told it is queued, then asked again at places 2 and 1 before it gets it.
    let held: { status: number; body: string } | undefined;
    await page.route('**/api/beginTransaction', async (route) => {
      const real = await route.fetch();
      held = { status: real.status(), body: await real.text() };
      await route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'queued', requestId: 'queued-journey' }),
      });
    });
    const places = [2, 1];
    await page.route('**/api/purchaseRequests/queued-journey', async (route) => {
      const position = places.shift();
      await route.fulfill(
        position === undefined
          ? { status: held!.status, contentType: 'application/json', body: held!.body }
          : {
              status: 202,
              contentType: 'application/json',
              body: JSON.stringify({ status: 'queued', requestId: 'queued-journey', position }),
            },
      );
    });

    await choose(page, { Entry: 1 }, uniqueEmail('queued'));
    await shows(page.getByText('You are number 2 in the queue, and you keep your place.'));
    await checkBothWidths(page, 'checkout-queued', desktop);
    await shows(page.getByText('You are next in the queue: your tickets are coming up.'));
    await shows(sandbox(page).getByRole('button', { name: 'Pay with test card' }));
    expect(held?.status).toBe(200);
    await sandbox(page).getByRole('button', { name: 'Pay with test card' }).click();
    await shows(page.getByRole('heading', { name: "You're going!" }));
  });

  it('a declined card and a closed popup each leave a clear way on', async () => {
    const page = await openEvent();
    await choose(page, { Entry: 1 }, uniqueEmail('declined'));
    await sandbox(page).getByRole('button', { name: 'Decline' }).click();
    await shows(page.getByText('Your payment did not go through'));
    await checkBothWidths(page, 'checkout-declined', desktop);

    await page.getByRole('button', { name: 'Try again' }).click();
    await shows(sandbox(page).getByRole('button', { name: 'Pay with test card' }));
    await page.getByRole('button', { name: 'Close the payment window' }).click();
    await shows(page.getByText('Payment not finished'));
    await checkBothWidths(page, 'checkout-cancelled', desktop);

    await page.getByRole('button', { name: 'Resume payment' }).click();
    await sandbox(page).getByRole('button', { name: 'Pay with test card' }).click();
    await shows(page.getByRole('heading', { name: "You're going!" }));
  });

  it('a buyer with the keyboard alone chooses, buys, pays and opens the ticket', async () => {
    const page = await openEvent();
    // One Entry ticket is chosen to start with; a second one by arrow key on the select.
    await tabTo(page, page.getByLabel('Number of Entry tickets'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByLabel('Number of Entry tickets').inputValue()).toBe('2');
    await tabTo(page, page.getByLabel(/Email/));
    await page.keyboard.type(uniqueEmail('keyboard'));
    await tabTo(page, page.getByRole('button', { name: 'Buy a ticket!' }));
    await page.keyboard.press('Enter');

    // The payment window keeps focus inside; the card form is the payment provider's (here
    // the sandbox's), so only that it is reachable by Tab is ours to check.
    const pay = sandbox(page).getByRole('button', { name: 'Pay with test card' });
    await shows(pay);
    await tabTo(page, pay, { ring: false });
    await page.keyboard.press('Enter');
    await shows(page.getByRole('heading', { name: "You're going!" }));
    await tabTo(page, page.getByRole('link', { name: 'Open ticket 1' }));
    await page.keyboard.press('Enter');
    await shows(page.getByRole('img', { name: /QR code of ticket/ }));
  });
});
