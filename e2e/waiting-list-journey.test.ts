/**
 * The waiting list in the browser, on its own (issue 24 part 4): a sold-out event's buyer
 * joins from the event page, opens the emailed link, is offered the tickets a refund brought
 * back, buys them in the payment popup; the organiser sees the line. axe clean at 1280 and
 * 390 px on every screen.
 */
import { beforeAll, describe, it } from 'vitest';
import { buyPaidOrder } from '../tests/support/buy-tickets';
import { uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { callApi } from '../tests/support/api';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { logIn } from './support/log-in';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { createJourneyEvent } from './support/journey-event';
import { mailTo } from './support/email';
import { payWithTestCard } from './support/checkout';

const newPage = pagesForTheseTests();
let organiser: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
});

const linkIn = (text: string) => {
  const url = new URL(text.match(/https?:\/\/\S+#[A-Za-z0-9_-]{22}/)![0]);
  return `${baseUrl()}${url.pathname}${url.hash}`;
};

describe('the waiting-list journey', () => {
  it('joins, is offered, buys; the organiser sees the line', async () => {
    const event = await createJourneyEvent(organiser, admin, 'Sold-out jazz', {
      description: 'A night of jazz',
      locationText: 'Cape Town',
      endsAt: '2027-03-06T21:00:00.000Z',
      types: [{ name: 'Lawn', price: 18000, currency: 'ZAR', capacity: 2, maxPerOrder: 2 }],
    });
    const order = await buyPaidOrder(event, 'Lawn', 2, uniqueEmail('buyer'));
    const email = uniqueEmail('waiter');
    const page = await newPage({ viewport: desktop });
    await page.goto(`${baseUrl()}/event/${event.id}`);
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    const form = page.getByRole('form', { name: 'Join the waiting list' });
    await shows(form);
    await checkBothWidths(page, 'waiting-list-form', desktop);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Tickets').selectOption('2');
    await form.getByRole('button', { name: 'Join the waiting list' }).click();
    await shows(page.getByText('You are on the waiting list'));
    await checkBothWidths(page, 'waiting-list-joined', desktop);

    const joined = await mailTo(email, /You are on the waiting list/);
    await page.goto(linkIn(joined.text));
    await shows(page.getByText(/You are on the waiting list for 2 × Lawn/));
    await checkBothWidths(page, 'waiting-list-place', desktop);

    await callApi(`/api/orders/${order.reference}/refund`, {
      token: organiser.idToken,
      method: 'POST',
    });
    const offer = await mailTo(email, /are yours to buy/);
    await page.goto('about:blank');
    await page.goto(linkIn(offer.text));
    await shows(page.getByText('Tickets are held for you'));
    await checkBothWidths(page, 'waiting-list-offer', desktop);
    await page.getByRole('button', { name: 'Buy my tickets' }).click();
    await payWithTestCard(page);
    await checkBothWidths(page, 'waiting-list-paid', desktop);

    await logIn(page, organiser, `/platform/event/${event.id}/waiting-list`);
    await shows(page.getByRole('heading', { name: 'Waiting list' }));
    await checkBothWidths(page, 'waiting-list-card', desktop);
  }, 180_000);
});
