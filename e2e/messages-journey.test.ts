/**
 * Reaching attendees (issue 39): the organiser messages the holders of one ticket type from the
 * workspace and sees it sent; a holder opens it from the outbox. The organiser moves the start
 * by a day, an administrator approves it, a holder gets the "Event changed" email, refunds
 * through its link, and the organiser's Money section shows the refund. Axe at 1280 and 390 px
 * on every screen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { buyPaidOrder } from '../tests/support/buy-tickets';
import { approveEvent } from '../tests/support/events';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { checkEmailWidths, mailTo, openEmail } from './support/email';
import { createJourneyEvent } from './support/journey-event';
import { logIn } from './support/log-in';

const newPage = pagesForTheseTests();
let organiser: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
});

describe('the messages journey', () => {
  it('messages one type’s holders, then moves the event: a holder refunds through the change email', async () => {
    const event = await createJourneyEvent(organiser, admin, 'Harbour Jazz', {
      description: 'Jazz by the water',
      locationText: 'V&A Waterfront, Cape Town',
      types: [
        { name: 'Lawn', price: 18000, currency: 'ZAR', capacity: 40, maxPerOrder: 4 },
        { name: 'Deck', price: 30000, currency: 'ZAR', capacity: 10, maxPerOrder: 2 },
      ],
    });
    const deckHolder = await buyPaidOrder(event, 'Deck', 1, uniqueEmail('deck'));
    const lawnHolder = await buyPaidOrder(event, 'Lawn', 2, uniqueEmail('lawn'));

    // The organiser writes to the Deck's holders only.
    const page = await newPage({ viewport: desktop });
    await logIn(page, organiser, `/platform/event/${event.id}/messages`);
    await shows(page.getByText('No messages yet.', { exact: false }));
    await checkBothWidths(page, 'messages-empty', desktop);
    await page.getByRole('button', { name: 'New message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel('Subject').fill('The Deck opens at 18:00');
    await dialog
      .getByLabel(/^Message/)
      .fill('Deck guests come in by the harbour gate.\nMap: https://maps.example/harbour-gate');
    await dialog.getByRole('combobox', { name: 'Send to' }).click();
    await page.getByRole('option', { name: 'Holders of chosen ticket types' }).click();
    await dialog.getByRole('combobox', { name: 'Ticket types' }).click();
    await page.getByRole('option', { name: 'Deck' }).click();
    await shows(dialog.getByRole('link', { name: 'https://maps.example/harbour-gate' }));
    await checkBothWidths(page, 'messages-compose', desktop);
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await dialog.getByRole('button', { name: 'Yes, send it' }).click();
    await shows(page.getByText('Sent to 1'), 30_000);
    await checkBothWidths(page, 'messages-sent', desktop);

    // The Deck's holder has it; the Lawn's does not.
    const message = await mailTo(deckHolder.email, /^The Deck opens at 18:00$/);
    expect(message.text).toContain('https://maps.example/harbour-gate');
    const inbox = await newPage({ viewport: desktop });
    await openEmail(inbox, message);
    await shows(inbox.getByRole('link', { name: 'https://maps.example/harbour-gate' }));
    await checkEmailWidths(inbox, 'messages-email');

    // The organiser moves the start a day later; an administrator approves it.
    await page.goto(`${baseUrl()}/platform/event/${event.id}/settings?tab=details`);
    await page.getByLabel('Starts').fill('2027-03-07T19:00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Unsaved changes').waitFor({ state: 'hidden' });
    await approveEvent(admin, event.id);

    // The Lawn's holder hears of it, with the calendar entry and the refund link: sent by the
    // approval's trigger, as long as the sending of the message above may take on a busy run.
    const changed = await mailTo(lawnHolder.email, /^Changed: .* has a new time$/, 30_000);
    expect(changed.text).toContain('Sunday, 7 March 2027, 19:00');
    const ics = Buffer.from(
      changed.attachments!.find((file) => file.filename === 'event.ics')!.content,
      'base64',
    ).toString('utf8');
    expect(ics).toContain(`UID:${event.id}@ticketing-paradise`);
    expect(ics).toContain('SEQUENCE:1');
    await openEmail(inbox, changed);
    await checkEmailWidths(inbox, 'messages-change-email');
    const refundLink = await inbox
      .getByRole('link', { name: `Refund order ${lawnHolder.reference}` })
      .getAttribute('href');
    await inbox.goto(refundLink!.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await shows(inbox.getByText(`Order ${lawnHolder.reference}: 360.00 ZAR.`));
    await checkBothWidths(inbox, 'messages-refund-offer', desktop);
    await inbox.getByRole('button', { name: 'Refund my order' }).click();
    await shows(inbox.getByRole('heading', { name: 'Your order was refunded' }), 30_000);
    await checkBothWidths(inbox, 'messages-refunded', desktop);

    // The Money section counts it among the refunds.
    await page.goto(`${baseUrl()}/platform/event/${event.id}/money`);
    const refunds = page.getByText('Refunds', { exact: true }).locator('..');
    await shows(refunds.getByText('360.00', { exact: false }));
    await checkBothWidths(page, 'messages-money', desktop);
  });
});
