/**
 * The organiser is paid: they add a payout account in Settings and their organisation's
 * legal details (with a VAT number) in Team, a buyer pays for a ticket with the service fee
 * passed on (shown on the page and in the popup before paying) and opens the tax invoice from
 * the ticket, the event ends and the account's hold passes, an administrator approves the
 * balance from the Payouts tab (entering the code of their two-step sign-in, which approving
 * asks once per sign-in), the fake Paystack's signed transfer webhook settles it, and the
 * organiser's Money page shows it paid out, with the payout's statement to download and the
 * platform's fee invoices (none before the month closes); last, the administrator's
 * reconciliation. Then the buyer makes an account with their address and deletes it, and the
 * organiser's orders and attendees show the order erased (no name or address). axe at 1280
 * and 390 px on each screen; screenshots under .test-data.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMoneyResponse } from '../functions/src/contract/event-money-response';
import type { EventWithTypes } from '../functions/src/contract/events';
import { publicConfigResponse } from '../functions/src/contract/config';
import { ticketCharge } from '../functions/src/contract/fees';
import { formatMinorUnits } from '../functions/src/contract/money';
import { payoutsResponse } from '../functions/src/contract/payouts';
import { paths } from '../functions/src/paths';
import { personalOrganisationId } from '../functions/src/app/organisations/personal-organisation';
import { erasedEmail } from '../functions/src/app/erasure/erasure-records';
import { callApi } from '../tests/support/api';
import { signUp, uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../tests/support/backend-docs';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { enrolTwoStep, type Authenticator } from '../tests/support/two-step';
import { waitFor } from '../tests/support/wait-for';
import { pdfText } from '../functions/src/test-support/pdf-text';
import { checkBothWidths, desktopViewport as desktop, tabTo } from './support/accessibility';
import { logIn } from './support/log-in';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { createJourneyEvent } from './support/journey-event';

const dayMs = 86_400_000;

const newPage = pagesForTheseTests();
let organiser: TestUser;
let admin: TestUser;
let adminAuthenticator: Authenticator;
let event: EventWithTypes;

beforeAll(async () => {
  [organiser, admin] = await organiserAndAdmin();
  // The administrator set up two-step sign-in in Settings (their authenticator app's secret).
  adminAuthenticator = await enrolTwoStep(admin);
  event = await createJourneyEvent(organiser, admin, 'Harbour lights', {
    description: 'Lanterns on the water',
    locationText: 'V&A Waterfront, Cape Town',
    endsAt: '2027-03-06T21:00:00.000Z',
    feeMode: 'passed_on',
    types: [{ name: 'Quay', price: 18000, currency: 'ZAR', capacity: 40, maxPerOrder: 4 }],
  });
});

afterAll(closeBackendDocs);

/**
 * "R 1 234.56" as the app writes rands, with plain spaces: the app's are no-break ones, which
 * Playwright's text matching and `figureText` read as spaces.
 */
function rands(minorUnits: number): string {
  const [whole = '', cents = ''] = formatMinorUnits(minorUnits).split('.');
  return `R ${whole.replace(/\B(?=(\d{3})+$)/g, ' ')}.${cents}`;
}

/** The amount under the Money page's figure labelled `label`, its spaces plain. */
async function figureText(page: Page, label: string): Promise<string | undefined> {
  const amount = page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return (await amount.textContent())?.replace(/\s+/g, ' ');
}

/**
 * Stands for the days passing: the event ended four days ago (its money is payable 72 hours
 * after), and the account was saved two days ago (payouts to it wait 48 hours).
 */
async function letTheDaysPass(): Promise<void> {
  const endsAt = new Date(Date.now() - 4 * dayMs).toISOString();
  await backendDocs().update(paths.event(event.id), {
    startsAt: new Date(Date.parse(endsAt) - 4 * 3_600_000).toISOString(),
    endsAt,
    // What the payables list queries by; every write of the dates keeps it with them.
    overAt: endsAt,
  });
  await backendDocs().update(paths.payoutAccount(personalOrganisationId(organiser.uid), 'ZAR'), {
    changedAt: new Date(Date.now() - 2 * dayMs).toISOString(),
  });
}

/** The organiser adds their ZAR account in Settings, by keyboard, and sees it held for a while. */
async function addPayoutAccount(page: Page): Promise<void> {
  await logIn(page, organiser, '/platform/settings');
  const currency = page.getByRole('combobox', { name: /^Currency/ });
  const bank = page.getByRole('combobox', { name: /^Bank/ });
  await tabTo(page, currency, { limit: 80 });
  expect(await currency.inputValue()).toBe('ZAR');
  // The bank select stays disabled until the currency's banks have loaded, and Tab skips it.
  await expect.poll(() => bank.isEnabled(), { timeout: 15_000 }).toBe(true);
  await tabTo(page, bank);
  await page.keyboard.type('standard');
  await shows(page.getByRole('option', { name: 'Standard Bank South Africa' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect(await bank.inputValue()).toBe('Standard Bank South Africa');
  await tabTo(page, page.getByRole('textbox', { name: /^Account number/ }));
  await page.keyboard.type('1000000001');
  await tabTo(page, page.getByRole('textbox', { name: /^Account holder/ }));
  await page.keyboard.type('Thandi Mokoena');
  await shows(page.getByText('Account name: THANDI MOKOENA'));

  await tabTo(page, page.getByRole('button', { name: 'Save payout account' }));
  await page.keyboard.press('Enter');
  // The bank's name for the account is the one kept, whatever was typed.
  await shows(page.getByText('Standard Bank South Africa ···· 0001, THANDI MOKOENA'));
  await shows(page.getByText(/^Payouts to it start /));
  await checkBothWidths(page, 'payout-settings', desktop);
}

const seller = {
  legalName: 'Harbour Lights Events (Pty) Ltd',
  address: '19 Dock Road\nV&A Waterfront\nCape Town 8001',
  vatNumber: '4123456789',
};

/** The owner gives their organisation's legal details, which its receipts will show. */
async function giveLegalDetails(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/platform/team?tab=details`);
  await page.getByRole('textbox', { name: /^Registered name/ }).fill(seller.legalName);
  await page.getByRole('textbox', { name: /^Registered address/ }).fill(seller.address);
  await page.getByRole('textbox', { name: /^VAT number/ }).fill(seller.vatNumber);
  await page.getByRole('button', { name: 'Save the legal details' }).click();
  await shows(page.getByText('Saved', { exact: true }));
  await checkBothWidths(page, 'payout-legal-details', desktop);
}

/**
 * The buyer opens their ticket and its tax invoice: the seller's details and VAT number,
 * the ticket, the platform's service fee with its VAT, and the total they paid.
 */
async function openTaxInvoice(page: Page, charge: ReturnType<typeof ticketCharge>) {
  await page.getByRole('link', { name: 'Open ticket 1' }).click();
  const link = page.getByRole('link', { name: /^Tax invoice INV-\d{6} \(PDF\)$/ });
  await shows(link);
  await checkBothWidths(page, 'payout-ticket-invoice-link', desktop);
  const href = await link.getAttribute('href');
  const response = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(response.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(await response.body())).replace(/\s+/g, ' ');
  for (const shown of [
    'Tax invoice',
    seller.legalName,
    `VAT number ${seller.vatNumber}`,
    'Quay',
    formatMinorUnits(charge.platformFee),
    formatMinorUnits(charge.vat),
    formatMinorUnits(charge.buyerPays),
  ]) {
    expect(text).toContain(shown);
  }
}

/**
 * A buyer picks a ticket and sees the service fee and its VAT added to the price, on the
 * page and again in the payment popup, then pays exactly that total with the test card.
 * Returns the order's id, which is the payment's reference.
 */
async function buyWithServiceFee(buyerEmail: string): Promise<string> {
  const page = await newPage({ viewport: desktop });
  await page.goto(`${baseUrl()}/event/${event.id}`);
  await shows(page.getByRole('heading', { name: event.name }));
  await page.getByLabel('Number of Quay tickets').selectOption('1');
  const { platformFee } = publicConfigResponse.parse((await callApi('/api/config')).body);
  const charge = ticketCharge(18000, 'ZAR', event.feeSchedule ?? platformFee, 'passed_on');
  const lines = [
    `Tickets ${formatMinorUnits(charge.price)} ZAR`,
    `Service fee ${formatMinorUnits(charge.platformFee)} ZAR`,
    `VAT on service fee ${formatMinorUnits(charge.vat)} ZAR`,
    `Total ${formatMinorUnits(charge.buyerPays)} ZAR`,
  ];
  // Each label beside its amount, in this order: what the buyer reads before paying.
  const text = async (within: Locator) => (await within.innerText()).replace(/\s+/g, ' ');
  await expect.poll(() => text(page.locator('body'))).toContain(lines.join(' '));
  await checkBothWidths(page, 'payout-public-page-fee', desktop);
  await page.getByLabel(/Email/).fill(buyerEmail);
  await page.getByRole('button', { name: 'Buy a ticket!' }).click();
  const popup = page.getByRole('dialog', { name: 'Pay for your tickets' });
  const sandbox = page.frameLocator('iframe[title="Sandbox card payment"]');
  await shows(sandbox.getByRole('button', { name: 'Pay with test card' }));
  expect(await text(popup)).toContain(lines.join(' '));
  await shows(sandbox.getByText(`ZAR ${formatMinorUnits(charge.buyerPays)}`));
  const reference = (await text(sandbox.getByText(/reference /))).match(/reference (\S+)/)?.[1];
  await checkBothWidths(page, 'payout-payment-fee', desktop);
  await sandbox.getByRole('button', { name: 'Pay with test card' }).click();
  await shows(page.getByRole('heading', { name: "You're going!" }));
  if (!reference) throw new Error('The sandbox showed no payment reference');
  await openTaxInvoice(page, charge);
  return reference;
}

/** The buyer, signed in, deletes their account from Settings. */
async function deleteTheBuyersAccount(buyer: TestUser): Promise<void> {
  const page = await newPage({ viewport: desktop });
  await logIn(page, buyer, '/platform/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await shows(dialog.getByText(/your name, email and answers in your orders and tickets/));
  await dialog.getByLabel('Type "delete" to confirm').fill('delete');
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkBothWidths(page, 'payout-buyer-delete-account', desktop);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL(`${baseUrl()}/`);
  await shows(page.getByText('Your account is deleted'));
}

/**
 * The organiser's orders and attendees of the event show the erased order with the
 * placeholder address, its reference and amount, and never the buyer's address.
 */
async function organiserSeesTheOrderErased(
  page: Page,
  orderId: string,
  buyerEmail: string,
): Promise<void> {
  await page.goto(`${baseUrl()}/platform/event/${event.id}/orders`);
  const row = page.getByRole('row', { name: new RegExp(orderId) });
  await shows(row.getByText(erasedEmail));
  expect(await page.locator('body').innerText()).not.toContain(buyerEmail);
  await checkBothWidths(page, 'payout-orders-erased', desktop);
  await page.goto(`${baseUrl()}/platform/event/${event.id}/attendees`);
  await shows(page.getByText(erasedEmail).first());
  expect(await page.locator('body').innerText()).not.toContain(buyerEmail);
  await checkBothWidths(page, 'payout-attendees-erased', desktop);
}

/** The administrator approves the event's balance from the Payouts tab, in its confirm modal. */
async function approvePayout(amount: number): Promise<void> {
  const page = await newPage({ viewport: desktop });
  await logIn(page, admin, '/platform/admin');
  await page.getByRole('tab', { name: 'Payouts' }).click();
  const approve = page.getByRole('button', { name: `Approve payout: ${event.name} (ZAR)` });
  await shows(approve);
  await shows(page.getByText(`Ready to pay out ${rands(amount)}`));
  // The transfers and the revenue load beside the balances: checked once they have. Each is a
  // request of its own, which the Functions emulator may answer from a worker it must first
  // start (seconds, on a busy machine), so this waits longer than a poll usually does.
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 45_000 }).toBe(0);
  await checkBothWidths(page, 'payout-admin-payables', desktop);

  await approve.click();
  const dialog = page.getByRole('dialog', { name: 'Approve this payout?' });
  await shows(
    dialog.getByText(
      `Pay ${rands(amount)} to Standard Bank South Africa ···· 0001 for “${event.name}”.`,
    ),
  );
  await checkBothWidths(page, 'payout-admin-approve', desktop);
  await dialog.getByRole('button', { name: 'Approve payout' }).click();
  // A payout needs this sign-in's second step: the code prompt asks, then the approval goes on.
  const prompt = page.getByRole('dialog', { name: 'Enter your two-step code' });
  await shows(prompt);
  await checkBothWidths(page, 'payout-admin-two-step', desktop);
  await prompt.getByRole('textbox', { name: '6-digit code' }).fill(await adminAuthenticator.code());
  await prompt.getByRole('button', { name: 'Verify and continue' }).click();
  await shows(page.getByText('Payout approved'));
  await expect.poll(() => prompt.count()).toBe(0);
  await expect.poll(() => dialog.count()).toBe(0);
}

/**
 * The administrator runs the reconciliation for the last days and reads the report. The
 * whole test stack shares one fake Paystack, where other tests plant differences on purpose,
 * so only this journey's own references must be absent from the differences.
 */
async function reconcileAsAdministrator(references: string[]): Promise<void> {
  const page = await newPage({ viewport: desktop });
  await logIn(page, admin, '/platform/admin');
  await page.getByRole('tab', { name: 'Payouts' }).click();
  const section = page.getByRole('region', { name: 'Reconciliation' });
  await section.getByRole('button', { name: 'Check' }).click();
  await shows(section.getByRole('status').filter({ hasText: /differences?|No differences/ }));
  await shows(section.getByRole('table'));
  const differences = section.getByRole('list', { name: 'Differences' });
  const listed = (await differences.count()) === 0 ? '' : await differences.innerText();
  for (const reference of references) expect(listed).not.toContain(reference);
  await checkBothWidths(page, 'payout-admin-reconciliation', desktop);
}

describe('the payout journey', () => {
  it('an organiser adds a payout account, an administrator pays the balance, and the Money page shows it paid', async () => {
    const page = await newPage({ viewport: desktop });
    await addPayoutAccount(page);
    await giveLegalDetails(page);

    const buyerEmail = uniqueEmail('buyer');
    const orderId = await buyWithServiceFee(buyerEmail);
    await letTheDaysPass();
    const { payout } = eventMoneyResponse.parse(
      (await callApi(`/api/events/${event.id}/money`, { token: organiser.idToken })).body,
    ).currencies[0]!;
    // Fails here, not on a missing button, when the moved dates did not make it payable.
    if (payout.status !== 'payable') throw new Error(`Not payable: ${JSON.stringify(payout)}`);

    await approvePayout(payout.amount);
    // Settled by the fake's signed transfer.success webhook, a moment after the approval.
    await waitFor(async () => {
      const listed = payoutsResponse.parse(
        (await callApi(`/api/events/${event.id}/payouts`, { token: organiser.idToken })).body,
      );
      return listed.payouts[0]?.status === 'paid';
    });

    await page.goto(`${baseUrl()}/platform/event/${event.id}/money`);
    await shows(page.locator('dt', { hasText: 'Paid out' }));
    expect(await figureText(page, 'Paid out')).toBe(rands(payout.amount));
    expect(await figureText(page, 'Balance')).toBe(rands(0));
    await shows(page.getByText('Nothing to pay out: everything earned so far has been paid out'));
    const payoutRow = page.getByRole('table', { name: 'Payouts' }).getByRole('row').nth(1);
    await shows(payoutRow);
    await shows(payoutRow.getByText(rands(payout.amount), { exact: true }));
    await shows(payoutRow.getByText('Paid', { exact: true }));
    await shows(page.getByRole('figure', { name: 'Sales and net per day, ZAR' }));
    await checkBothWidths(page, 'payout-money-paid', desktop);

    // The payout's statement: what made up its amount, summing to it.
    const downloading = page.waitForEvent('download');
    await payoutRow
      .getByRole('button', { name: /^Download the statement of the payout .* as PDF$/ })
      .click();
    const statement = await readFile(await (await downloading).path());
    const statementText = (await pdfText(statement)).replace(/\s+/g, ' ');
    expect(statementText).toContain('Remittance statement');
    expect(statementText).toContain(`Paid out ${formatMinorUnits(payout.amount)}`);

    // The platform's fee invoice for this month is issued once the month has closed.
    await page.goto(`${baseUrl()}/platform/money`);
    await shows(page.getByRole('heading', { name: 'Fee invoices' }));
    await shows(page.getByText('No fee invoices yet'));
    await checkBothWidths(page, 'payout-fee-invoices', desktop);

    const [paid] = payoutsResponse.parse(
      (await callApi(`/api/events/${event.id}/payouts`, { token: organiser.idToken })).body,
    ).payouts;
    await reconcileAsAdministrator([orderId, paid!.id]);

    // The buyer makes an account with the address they bought with, then deletes it: the
    // event is over and paid out, so their order is erased at once.
    await deleteTheBuyersAccount(await signUp('buyer', buyerEmail));
    await organiserSeesTheOrderErased(page, orderId, buyerEmail);
  });
});
