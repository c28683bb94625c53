import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { buyPaidOrder } from '../tests/support/buy-tickets';
import { uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { readOutbox } from '../tests/support/outbox';
import { waitFor } from '../tests/support/wait-for';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { logIn } from './support/log-in';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { createJourneyEvent } from './support/journey-event';

const newPage = pagesForTheseTests();
let organiser: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
});

async function newEvent(name: string): Promise<EventWithTypes> {
  return createJourneyEvent(organiser, admin, name, {
    description: 'A night of jazz under the stars',
    locationText: 'Kirstenbosch, Cape Town',
    endsAt: '2027-03-06T21:00:00.000Z',
    types: [{ name: 'Lawn', price: 18000, currency: 'ZAR', capacity: 40, maxPerOrder: 4 }],
  });
}

/** A buyer pays for two tickets through the API and the fake Paystack (the checkout journey covers the page). */
const buyTwo = (event: EventWithTypes, email: string) => buyPaidOrder(event, 'Lawn', 2, email);

describe('the refund journey', () => {
  it('the organiser refunds an order from the event’s Orders; the buyer’s ticket says it was refunded', async () => {
    const event = await newEvent('Jazz on the lawn');
    const email = uniqueEmail('buyer');
    const order = await buyTwo(event, email);

    const page = await newPage({ viewport: desktop });
    await logIn(page, organiser, `/platform/event/${event.id}/orders`);
    const refund = page.getByRole('button', { name: `Refund order ${order.reference}` });
    await shows(refund);
    await checkBothWidths(page, 'refund-dashboard', desktop);

    await refund.click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
    await shows(dialog.getByText(`360.00 ZAR goes back to ${email}, in full.`));
    await checkBothWidths(page, 'refund-confirm', desktop);
    await dialog.getByRole('button', { name: 'Refund order' }).click();
    await shows(page.getByText('Order refunded'));
    await shows(page.getByRole('row', { name: new RegExp(order.reference) }).getByText('Refunded'));
    expect(await refund.count()).toBe(0);
    await checkBothWidths(page, 'refund-done', desktop);

    await waitFor(async () =>
      (await readOutbox()).some((mail) => mail.to === email && /was refunded/.test(mail.subject)),
    );
    const ticket = await newPage({ viewport: desktop });
    await ticket.goto(`${baseUrl()}/tickets/${order.ticketCodes[0]}`);
    await shows(ticket.getByText('This ticket was refunded, so it will not get you in.'));
    expect(await ticket.getByRole('img', { name: /QR code of ticket/ }).count()).toBe(0);
    await checkBothWidths(ticket, 'refund-ticket', desktop);
  });

  it('the organiser cancels an event with sales; its page says it was cancelled', async () => {
    const event = await newEvent('Rained-out jazz');
    await buyTwo(event, uniqueEmail('holder'));

    const page = await newPage({ viewport: desktop });
    await logIn(page, organiser, `/platform/event/${event.id}/settings`);
    await page.getByRole('button', { name: `Cancel event ${event.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
    await dialog
      .getByLabel('Reason, told to ticket holders')
      .fill('The park is closed after a storm.');
    await checkBothWidths(page, 'cancel-confirm', desktop);
    await dialog.getByRole('button', { name: 'Cancel event and refund' }).click();
    await shows(page.getByText('Event cancelled'));
    await shows(page.getByText('This event was cancelled'));
    await checkBothWidths(page, 'cancel-done', desktop);

    const buyer = await newPage({ viewport: desktop });
    await buyer.goto(`${baseUrl()}/event/${event.id}`);
    await shows(buyer.getByText('This event was cancelled'));
    await shows(buyer.getByText('The park is closed after a storm.'));
    expect(await buyer.getByRole('button', { name: 'Buy a ticket!' }).count()).toBe(0);
    await checkBothWidths(buyer, 'cancel-public-page', desktop);
  });
});
