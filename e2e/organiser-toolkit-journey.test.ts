import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { payWithTestCard } from './support/checkout';
import { mailTo } from './support/email';
import { createJourneyEvent } from './support/journey-event';
import { logIn } from './support/log-in';
import { openSection } from './support/workspace';

/*
 * The organiser's toolkit (issue 24): an organiser adds a promo code in the event's workspace
 * and asks each ticket's holder's name and a question of each order; a buyer follows a link
 * carrying the code, sees the price with it, names the holders, answers and pays exactly that
 * price; the next buyer finds the code used up, next to the field, with the price unchanged;
 * the organiser sees the use and what it brought in, finds the holders and the answer in the
 * attendee list, and gives the code a second use. (Hidden types and the waiting list have
 * journeys of their own: hidden-types-journey and waiting-list-journey.)
 */

const newPage = pagesForTheseTests();
let organiser: TestUser;
let event: EventWithTypes;
/** The organiser's browser, in the event's workspace. */
let dashboard: Page;

beforeAll(async () => {
  let admin: TestUser;
  [organiser, admin] = await organiserAndAdmin();
  event = await createJourneyEvent(organiser, admin, 'Jazz on the Lawn', {
    description: 'Big band classics in the botanical garden',
    locationText: 'Kirstenbosch, Cape Town',
    feeMode: 'absorbed',
    types: [{ name: 'Picnic spot', price: 25000, currency: 'ZAR', capacity: 50, maxPerOrder: 4 }],
  });
});

/** One of the workspace's cards: the bordered card under the heading `title`. */
const cardTitled = (page: Page, title: string) =>
  page.locator('.mantine-Paper-root').filter({
    has: page.getByRole('heading', { name: title, exact: true }),
  });
const promoCard = (page: Page) => cardTitled(page, 'Promo codes');

/** On the event page: picks `count` picnic spots. */
async function choose(page: Page, count: number) {
  await page.getByLabel('Number of Picnic spot tickets').selectOption(String(count));
}

describe('the organiser toolkit journey', () => {
  it('an organiser adds a promo code in the event’s workspace', async () => {
    dashboard = await newPage({ viewport: desktop });
    await logIn(dashboard, organiser, `/platform/event/${event.id}/promo-codes`);
    const card = promoCard(dashboard);
    await shows(card.getByText('No codes yet.', { exact: false }));
    await card.getByRole('button', { name: 'Add a code' }).click();
    const adding = dashboard.getByRole('dialog', { name: 'Add a code' });
    await adding.getByLabel('Code', { exact: true }).fill('friends');
    await adding.getByLabel('Percent').fill('20');
    await adding.getByLabel('Uses in all').fill('1');
    await checkBothWidths(dashboard, 'toolkit-promo-add');
    await adding.getByRole('button', { name: 'Add code' }).click();
    await shows(card.getByText('FRIENDS', { exact: true }));
    await shows(card.getByText('20 % off each ticket · 0 / 1 used · no paid orders yet'));
    await checkBothWidths(dashboard, 'toolkit-promo-codes');
  });

  it('the organiser asks each holder’s name and a question of each order', async () => {
    await openSection(dashboard, 'Questions');
    const card = cardTitled(dashboard, 'Attendee details and questions');
    await card.getByRole('combobox', { name: /^Holder name/ }).click();
    await dashboard.getByRole('option', { name: 'Required' }).click();
    await card.getByRole('button', { name: 'Add a question' }).click();
    const question = card.getByRole('group', { name: 'Question 1' });
    await question.getByRole('textbox', { name: /^Question/ }).fill('Which blanket colour?');
    await question.getByText('Once per order').click();
    await question.getByLabel('Required').check();
    await card.getByRole('button', { name: 'Save attendee details' }).click();
    await shows(card.getByRole('status').getByText('Saved'));
    await checkBothWidths(dashboard, 'toolkit-attendee-details');
  });

  it('a buyer follows a link with the code, sees the price with it and pays exactly that', async () => {
    const buyerEmail = uniqueEmail('friend-of-the-band');
    const buyer = await newPage({ viewport: desktop });
    await buyer.goto(`${baseUrl()}/event/${event.id}?code=friends`);
    await shows(buyer.getByRole('status').getByText('Code FRIENDS applied'));
    await choose(buyer, 2);
    // Two spots at 250.00, 20 % off each: 400.00 to pay.
    await shows(buyer.getByText('−100.00 ZAR'));
    await shows(buyer.getByText('400.00 ZAR', { exact: true }));
    await buyer.getByLabel(/^Email/).fill(buyerEmail);
    // Starting to buy brings the event's questions: each ticket's holder, and the order's.
    await buyer.getByRole('group', { name: 'Ticket 2: Picnic spot' }).waitFor();
    await checkBothWidths(buyer, 'toolkit-code-applied');
    await buyer
      .getByRole('group', { name: 'Ticket 1: Picnic spot' })
      .getByLabel('Holder’s name')
      .fill('Thandi Mokoena');
    await buyer
      .getByRole('group', { name: 'Ticket 2: Picnic spot' })
      .getByLabel('Holder’s name')
      .fill('Sipho Nkosi');
    await buyer
      .getByRole('group', { name: 'About your order' })
      .getByLabel(/Which blanket colour\?/)
      .fill('Tartan');
    await buyer.getByRole('button', { name: 'Buy a ticket!' }).click();
    await payWithTestCard(buyer);

    const mail = await mailTo(buyerEmail, /^Your tickets for /);
    expect(mail.text).toContain('Amount paid: 400.00 ZAR (promo code FRIENDS: 100.00 ZAR off).');
    expect(mail.text).toContain('Thandi Mokoena');
    expect(mail.text).toContain('Sipho Nkosi');
  });

  it('the next buyer finds the code used up beside the field, and pays the full price', async () => {
    const buyer = await newPage({ viewport: desktop });
    await buyer.goto(`${baseUrl()}/event/${event.id}`);
    await choose(buyer, 1);
    await buyer.getByLabel('Promo code').fill('Friends');
    await buyer.getByRole('button', { name: 'Apply' }).click();
    // Outside the checkout every unusable code gets one answer: codes are not enumerable.
    await shows(buyer.getByText('This code is not valid for this event'));
    await shows(buyer.getByText('250.00 ZAR', { exact: true }));
    expect(await buyer.getByText(/^−/).count()).toBe(0);
    await checkBothWidths(buyer, 'toolkit-code-used-up');
  });

  it('the organiser sees the use and its revenue, the holders and the answer, and gives the code a second use', async () => {
    await openSection(dashboard, 'Attendees');
    const attendees = dashboard.getByRole('table', { name: 'Attendees' });
    await shows(attendees.getByText('Thandi Mokoena'));
    await shows(attendees.getByText('Sipho Nkosi'));
    await shows(attendees.getByText('Tartan'));
    // Its own address, loaded afresh: the code's use since the section was last open.
    await dashboard.goto(`${baseUrl()}/platform/event/${event.id}/promo-codes`);
    const card = promoCard(dashboard);
    await shows(card.getByText('20 % off each ticket · 1 / 1 used · 1 paid order, 400.00 ZAR'));
    await card.getByRole('button', { name: 'Edit FRIENDS' }).click();
    const dialog = dashboard.getByRole('dialog', { name: 'Edit FRIENDS' });
    await shows(dialog.getByText('Used 1 time: a change applies to new orders only.'));
    await checkBothWidths(dashboard, 'toolkit-promo-edit');
    await dialog.getByLabel('Uses in all').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shows(card.getByText('20 % off each ticket · 1 / 2 used · 1 paid order, 400.00 ZAR'));
  });
});
