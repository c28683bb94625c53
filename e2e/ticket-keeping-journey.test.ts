import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { personalData } from '../functions/src/contract/personal-data';
import { uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { ticketByCode } from '../tests/support/tickets';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { chooseTickets, payWithTestCard } from './support/checkout';
import { answered, keepAnswers, nextGuest, scanAnswer } from './support/door-scanner';
import { checkEmailWidths, mailTo, openEmail } from './support/email';
import { createJourneyEvent } from './support/journey-event';
import { logIn } from './support/log-in';

/*
 * Tickets people keep (issue 23): a buyer pays on the event page, opens the ticket email from
 * the local outbox and the ticket from it, adds the event to a calendar, and transfers the
 * ticket to a friend; the friend claims it from their email in a browser of their own. The
 * buyer's old code then says it was transferred, and the organiser's door scanner refuses it
 * and lets the friend's new code in. Each email is looked at 600 and 360 px wide. Then the
 * buyer, who has no account, asks for the data we keep about them (issue 43), opens the
 * emailed link and downloads it: the file holds their order and the transfer.
 */

const newPage = pagesForTheseTests();
let organiser: TestUser;
let event: EventWithTypes;

const buyerEmail = uniqueEmail('keeper');
const friend = { name: 'Naledi Dlamini', email: uniqueEmail('friend') };
/** The buyer's browser, on their ticket's page from the email on. */
let buyer: Page;
let oldCode: string;
let oldQrPayload: string;
let newCode: string;

beforeAll(async () => {
  let admin: TestUser;
  [organiser, admin] = await organiserAndAdmin();
  event = await createJourneyEvent(organiser, admin, 'Rooftop Cinema', {
    description: 'An open-air film under the stars',
    locationText: 'Bree Street, Cape Town',
    endsAt: '2027-03-06T20:00:00.000Z',
    types: [{ name: 'Seat', price: 9500, currency: 'ZAR', capacity: 20, maxPerOrder: 2 }],
  });
});

const qrCode = (page: Page, code: string) =>
  page.getByRole('img', { name: `QR code of ticket ${code}` });

/** The ticket code a ticket page's address names. */
const codeOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

describe('the ticket-keeping journey', () => {
  it('a buyer pays on the event page and opens the ticket from its email', async () => {
    buyer = await newPage({ viewport: desktop });
    await buyer.goto(`${baseUrl()}/event/${event.id}`);
    await shows(buyer.getByRole('heading', { name: event.name }));
    await checkBothWidths(buyer, 'keeping-event');
    await chooseTickets(buyer, { Seat: 1 }, buyerEmail);
    await payWithTestCard(buyer);
    await checkBothWidths(buyer, 'keeping-paid');

    // The email names the event and shows the ticket's QR code from an attached image.
    const mail = await mailTo(buyerEmail, /^Your tickets for /);
    expect(mail.subject).toBe(`Your tickets for ${event.name}`);
    expect(mail.html).toContain(event.name);
    const qr = mail.attachments?.find((attachment) => attachment.cid);
    expect(qr?.contentType).toBe('image/png');
    expect(mail.html).toContain(`src="cid:${qr?.cid}"`);
    expect(mail.attachments?.map((attachment) => attachment.filename)).toContain('event.ics');

    await openEmail(buyer, mail);
    const emailQr = buyer.getByRole('img', { name: 'QR code of ticket 1' });
    await shows(emailQr);
    expect(await emailQr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await checkEmailWidths(buyer, 'keeping-email-tickets');

    await buyer.getByRole('link', { name: 'Open this ticket' }).click();
    await buyer.waitForURL(`${baseUrl()}/tickets/**`);
    oldCode = codeOf(buyer);
    await shows(qrCode(buyer, oldCode));
    await shows(buyer.getByText(`For ${buyerEmail}`, { exact: false }));
    await checkBothWidths(buyer, 'keeping-ticket');
    oldQrPayload = (await ticketByCode(oldCode)).qrPayload;
  });

  it('adds the event to a calendar at its UTC start, by link and by .ics file', async () => {
    await buyer.getByRole('button', { name: 'Add to calendar' }).click();
    const google = buyer.getByRole('menuitem', { name: 'Google Calendar' });
    await shows(google);
    // 17:00 UTC is 19:00 in Cape Town: the instant is UTC, the zone only how Google shows it.
    const googleUrl = new URL((await google.getAttribute('href'))!);
    expect(googleUrl.searchParams.get('dates')).toBe('20270306T170000Z/20270306T200000Z');
    expect(googleUrl.searchParams.get('ctz')).toBe('Africa/Johannesburg');
    await checkBothWidths(buyer, 'keeping-calendar-menu');

    const download = buyer.waitForEvent('download');
    await buyer.getByRole('menuitem', { name: 'Apple Calendar and others (.ics)' }).click();
    const ics = await readFile((await (await download).path())!, 'utf8');
    expect(ics).toContain('DTSTART:20270306T170000Z\r\n');
    expect(ics).toContain('DTEND:20270306T200000Z\r\n');
    expect(ics).toContain(`SUMMARY:${event.name}`);
  });

  it('transfers the ticket to a friend, who claims it from their email', async () => {
    await buyer.getByRole('button', { name: 'Transfer to a friend' }).click();
    await buyer.getByLabel("Friend's name").fill(friend.name);
    await buyer.getByLabel("Friend's email").fill(friend.email);
    await checkBothWidths(buyer, 'keeping-transfer-form');
    await buyer.getByRole('button', { name: 'Send the ticket' }).click();
    await shows(buyer.getByText('Waiting for your friend'));
    await shows(buyer.getByText(`You sent this ticket to ${friend.name}`, { exact: false }));
    await checkBothWidths(buyer, 'keeping-transfer-pending');

    // The friend, in a browser of their own, opens the offer and its claim link.
    const offer = await mailTo(friend.email, /is waiting for you$/);
    expect(offer.subject).toBe(`A ticket for ${event.name} is waiting for you`);
    const page = await newPage({ viewport: desktop });
    await openEmail(page, offer);
    // (The first match is the preview text inboxes show, hidden in the email itself.)
    await shows(
      page.getByText(`Hello ${friend.name}, ${buyerEmail} is giving you`).filter({ visible: true }),
    );
    await checkEmailWidths(page, 'keeping-email-offer');
    const claimLink = await page
      .getByRole('link', { name: 'Claim your ticket' })
      .getAttribute('href');
    expect(claimLink).toMatch(new RegExp(`^${baseUrl()}/claim/[^#]+#.+`));
    await page.goto(claimLink!);
    const claim = page.getByRole('button', { name: 'Claim my ticket' });
    await shows(claim);
    await shows(page.getByText(`Hello ${friend.name}, this ticket is for you.`, { exact: false }));
    await checkBothWidths(page, 'keeping-claim');

    await claim.click();
    await page.waitForURL((url) => url.pathname.startsWith('/tickets/'));
    newCode = codeOf(page);
    expect(newCode).not.toBe(oldCode);
    await shows(qrCode(page, newCode));
    await shows(page.getByText(`For ${friend.name} (${friend.email})`, { exact: false }));
    await checkBothWidths(page, 'keeping-friend-ticket');

    // The friend's own email shows their new ticket's QR code and leads back to it.
    const ticketMail = await mailTo(friend.email, /^Your ticket for /);
    await openEmail(page, ticketMail);
    await checkEmailWidths(page, 'keeping-email-friend-ticket');
    await shows(page.getByRole('img', { name: 'QR code of your ticket' }));
    expect(await page.getByRole('link', { name: 'Open this ticket' }).getAttribute('href')).toBe(
      `${baseUrl()}/tickets/${newCode}`,
    );

    // The buyer's page of the old code now says where it went, with no QR code to show.
    await buyer.reload();
    await shows(buyer.getByText(`You transferred this ticket to ${friend.name}`, { exact: false }));
    expect(await qrCode(buyer, oldCode).count()).toBe(0);
    await checkBothWidths(buyer, 'keeping-transferred');
  });

  it('the door refuses the old code as transferred and lets the new one in', async () => {
    const door = await newPage({ viewport: desktop });
    await keepAnswers(door.context());
    await logIn(door, organiser, `/platform/events/${event.id}/check-in`);
    await shows(door.getByRole('heading', { name: `Check-in: ${event.name}` }));

    // The old QR code, as the buyer would still show it (typed in, as a camera reads it).
    await door.getByLabel('Ticket code').fill(oldQrPayload);
    await door.getByRole('button', { name: 'Check in' }).click();
    await answered(door, 'stop', 'Transferred');
    await shows(scanAnswer(door).getByText(/transferred to someone else/));
    await checkBothWidths(door, 'keeping-door-transferred');
    await nextGuest(door);

    await door.getByLabel('Ticket code').fill((await ticketByCode(newCode)).qrPayload);
    await door.getByRole('button', { name: 'Check in' }).click();
    await answered(door, 'go', 'Valid');
    await shows(scanAnswer(door).getByText('Let them in: Seat.'));
    await checkBothWidths(door, 'keeping-door-valid');
  });

  it('a buyer without an account asks for their data, opens the emailed link and downloads it', async () => {
    await buyer.goto(`${baseUrl()}/tickets/${oldCode}`);
    await buyer.getByRole('link', { name: 'See or download the data we keep about you' }).click();
    await buyer.waitForURL(`${baseUrl()}/my-data`);
    await shows(buyer.getByRole('heading', { name: 'Your data' }));
    await checkBothWidths(buyer, 'keeping-my-data');
    await buyer.getByLabel('Email address').fill(buyerEmail);
    await buyer.getByRole('button', { name: 'Email me a link' }).click();
    await shows(buyer.getByText('Check your inbox'));
    await checkBothWidths(buyer, 'keeping-my-data-sent');

    const mail = await mailTo(buyerEmail, /^Your data at /);
    await openEmail(buyer, mail);
    await checkEmailWidths(buyer, 'keeping-email-data');
    const link = await buyer.getByRole('link', { name: 'See my data' }).getAttribute('href');
    // The secret is after `#`, which no server sees.
    expect(link).toMatch(new RegExp(`^${baseUrl()}/my-data/[^#]+#.{43}$`));
    await buyer.goto(link!);
    await shows(buyer.getByText(`What we keep about ${buyerEmail}:`));
    await shows(buyer.getByRole('listitem').filter({ hasText: /^1 order$/ }));
    await shows(buyer.getByRole('listitem').filter({ hasText: event.name }));
    await checkBothWidths(buyer, 'keeping-data-link');

    const download = buyer.waitForEvent('download');
    await buyer.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = personalData.parse(JSON.parse(await readFile((await file.path())!, 'utf8')));
    expect(data.subject).toEqual({ email: buyerEmail });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      event: { id: event.id, name: event.name },
      email: buyerEmail,
      status: 'paid',
      currency: 'ZAR',
    });
    expect(data.orders[0]!.amount).toBeGreaterThanOrEqual(9500);
    // The ticket handed on is the buyer's, void, with the friend as the buyer typed them.
    expect(data.orders[0]!.tickets).toMatchObject([
      { code: oldCode, status: 'void', transferredTo: friend },
    ]);
    expect(data.transfers).toMatchObject([{ direction: 'sent', toEmail: friend.email }]);
    expect(JSON.stringify(data)).not.toContain(newCode);

    // Erasure, asked before the event: accepted, carried out after it ends, and said so.
    await buyer.getByRole('button', { name: 'Erase my data' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Erase your data?' });
    await shows(dialog.getByText(/if it is still to come, your tickets stay valid/));
    await checkBothWidths(buyer, 'keeping-erase-confirm');
    await dialog.getByRole('button', { name: 'Erase my data' }).click();
    const answer = buyer.getByRole('status').filter({ hasText: 'carried out after it ends' });
    await shows(answer);
    expect(await answer.innerText()).toContain(event.name);
    await checkBothWidths(buyer, 'keeping-erase-waiting');
  });
});
