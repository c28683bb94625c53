/**
 * Teams (issue 38), in the browser: the owner invites an event manager, a finance member and
 * a box-office member from the Team page; each opens the emailed invitation in a browser of
 * their own, logs in from it and accepts. The box-office member sees only the door's sections
 * and checks a guest in; the event manager adds a promo code and cannot open Money; finance
 * downloads the statement and cannot edit the event; the owner removes the event manager,
 * whose next visit is refused; the audit log lists all of it. axe-core checks each screen at
 * 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { signUp, uniqueEmail, type TestUser } from '../tests/support/auth-emulator';
import { buyTickets } from '../tests/support/buy-tickets';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';
import { checkEmailWidths, mailTo, openEmail } from './support/email';
import { createJourneyEvent } from './support/journey-event';
import { logIn } from './support/log-in';

const newPage = pagesForTheseTests();
let owner: TestUser;
let manager: TestUser;
let finance: TestUser;
let door: TestUser;
let event: EventWithTypes;
let ownerPage: Page;

beforeAll(async () => {
  let admin: TestUser;
  [[owner, admin], manager, finance, door] = await Promise.all([
    organiserAndAdmin(),
    signUp('event-manager'),
    signUp('finance'),
    signUp('box-office'),
  ]);
  event = await createJourneyEvent(owner, admin, 'Team Night', {
    description: 'A night run by a team',
    locationText: 'The Old Biscuit Mill, Cape Town',
    types: [{ name: 'Entry', price: 5000, currency: 'ZAR', capacity: 30, maxPerOrder: 4 }],
  });
  await buyTickets(event, 'Entry', 1, uniqueEmail('team-guest'));
});

const sectionLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Event sections' }).getByRole('link');
const workspace = (section = '') =>
  `${baseUrl()}/platform/event/${event.id}${section ? `/${section}` : ''}`;

/** The owner invites `member` as `role` (as the Role list names it). */
async function invite(member: TestUser, role: string): Promise<void> {
  await ownerPage.getByLabel('Email').fill(member.email!);
  await ownerPage.getByRole('combobox', { name: 'Role', exact: true }).click();
  await ownerPage.getByRole('option', { name: role }).click();
  await ownerPage.getByRole('button', { name: 'Invite' }).click();
  await shows(ownerPage.getByRole('list', { name: 'Invitations' }).getByText(member.email!));
}

/** `member`, in a browser of their own, accepts from the email; `name` checks the screens. */
async function accept(member: TestUser, role: string, name?: string): Promise<Page> {
  const invitation = await mailTo(member.email!, /^Join /);
  const page = await newPage({ viewport: desktop });
  await openEmail(page, invitation);
  if (name) await checkEmailWidths(page, `${name}-email-invitation`);
  const link = await page.getByRole('link', { name: 'Accept the invitation' }).getAttribute('href');
  expect(link).toMatch(new RegExp(`^${baseUrl()}/invitations/[^#]+#.+`));
  await page.goto(link!);
  await shows(page.getByText(new RegExp(`invites .* to join .* as ${role}\\.`)));
  if (name) await checkBothWidths(page, `${name}-invitation-signed-out`);
  await page.getByRole('link', { name: 'Log in to accept' }).click();
  await page.getByLabel('Email').fill(member.email!);
  await page.getByLabel(/^Password/).fill(member.password!);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await page.waitForURL('**/platform');
  return page;
}

describe('the team journey', () => {
  it('an owner’s team: each member does their job and nothing more, until removed', async () => {
    ownerPage = await newPage({ viewport: desktop });
    await logIn(ownerPage, owner, '/platform/team');
    await shows(ownerPage.getByRole('heading', { name: /^Members of / }));
    await checkBothWidths(ownerPage, 'team-page');
    await invite(manager, 'Event manager');
    await invite(finance, 'Finance');
    await invite(door, 'Box office');

    const [managerPage, financePage, doorPage] = [
      await accept(manager, 'an event manager'),
      await accept(finance, 'finance'),
      await accept(door, 'box office', 'team'),
    ];

    // Box office: the door's sections, and a guest checked in by hand.
    await doorPage.goto(workspace());
    await shows(doorPage.getByRole('heading', { name: 'Public link' }));
    await expect
      .poll(async () => sectionLinks(doorPage).allTextContents())
      .toEqual(['Overview', 'Attendees', 'Check-in']);
    await checkBothWidths(doorPage, 'team-box-office-workspace');
    await doorPage.goto(workspace('attendees'));
    await doorPage
      .getByRole('button', { name: /^Check in ticket/ })
      .first()
      .click();
    await shows(doorPage.getByText('Checked in', { exact: true }).first());
    await checkBothWidths(doorPage, 'team-box-office-attendees');

    // The event manager adds a promo code; Money is not theirs.
    await managerPage.goto(workspace('promo-codes'));
    await managerPage.getByRole('button', { name: 'Add a code' }).click();
    const adding = managerPage.getByRole('dialog', { name: 'Add a code' });
    await adding.getByLabel('Code', { exact: true }).fill('crew');
    await adding.getByLabel('Percent').fill('10');
    await adding.getByRole('button', { name: 'Add code' }).click();
    await shows(managerPage.getByText('CREW', { exact: true }));
    await checkBothWidths(managerPage, 'team-event-manager-promo-codes');
    expect(await sectionLinks(managerPage).allTextContents()).not.toContain('Money');
    await managerPage.goto(workspace('money'));
    await shows(managerPage.getByText('Not for your role'));
    await checkBothWidths(managerPage, 'team-event-manager-money');

    // Finance downloads the statement; editing the event is not theirs.
    await financePage.goto(workspace('money'));
    const downloading = financePage.waitForEvent('download');
    await financePage.getByRole('button', { name: 'Download statement (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^statement-team-night-\d+\.csv$/);
    expect(await readFile(await download.path(), 'utf8')).toMatch(/,Sale,/);
    await checkBothWidths(financePage, 'team-finance-money');
    await financePage.goto(workspace('settings'));
    await shows(financePage.getByText('Not for your role'));

    // The owner takes the event manager off the team; their next visit is refused.
    await ownerPage.reload();
    await ownerPage.getByRole('button', { name: `Remove ${manager.email}` }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(async () => ownerPage.getByRole('list', { name: 'Members' }).textContent())
      .not.toContain(manager.email!);
    await managerPage.goto(workspace());
    await shows(managerPage.getByRole('heading', { name: 'Event not found' }));

    // The audit log has every step, newest first.
    await ownerPage.getByRole('tab', { name: 'Audit log' }).click();
    const log = ownerPage.getByRole('list', { name: 'Audit log' });
    await shows(log.getByText(`${manager.email} was removed`));
    const entries = await log.getByRole('listitem').allTextContents();
    for (const expected of [
      'Member removed',
      'Promo code created',
      `${manager.email} joined`,
      `${finance.email} joined`,
      `${door.email} joined`,
      'Invitation sent',
    ]) {
      expect(
        entries.some((entry) => entry.includes(expected)),
        expected,
      ).toBe(true);
    }
    await checkBothWidths(ownerPage, 'team-audit-log');

    // The organisation's own name and address, as its public page will have them.
    await ownerPage.getByRole('tab', { name: 'Details' }).click();
    const address = ownerPage.getByRole('textbox', { name: /^Address/ });
    await ownerPage.getByRole('textbox', { name: /^Name/ }).fill('Team Night Collective');
    await address.fill('admin');
    await ownerPage.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(ownerPage.getByText('This address is reserved'));
    await address.fill(`team-night-${Date.now()}`);
    await ownerPage.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(ownerPage.getByText('Saved', { exact: true }));
    await checkBothWidths(ownerPage, 'team-details');
  });
});
