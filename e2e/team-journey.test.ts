/**
 * Teams (issue 38), in the browser: the owner invites a box-office member from the Team page;
 * the member opens the emailed invitation in a browser of their own, logs in from it and
 * accepts; they see only the workspace sections their role opens; the owner removes them and
 * their next visit is refused. axe-core checks each screen at 1280 and 390 px.
 */
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
let member: TestUser;
let event: EventWithTypes;

beforeAll(async () => {
  let admin: TestUser;
  [[owner, admin], member] = await Promise.all([organiserAndAdmin(), signUp('box-office')]);
  event = await createJourneyEvent(owner, admin, 'Team Night', {
    description: 'A night run by a team',
    locationText: 'The Old Biscuit Mill, Cape Town',
    types: [{ name: 'Entry', price: 5000, currency: 'ZAR', capacity: 30, maxPerOrder: 4 }],
  });
  await buyTickets(event, 'Entry', 1, uniqueEmail('team-guest'));
});

const sectionLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Event sections' }).getByRole('link');

describe('the team journey', () => {
  it('invites a box-office member, who accepts and sees only the door’s sections, until removed', async () => {
    const ownerPage = await newPage({ viewport: desktop });
    await logIn(ownerPage, owner, '/platform/team');
    await shows(ownerPage.getByRole('heading', { name: /^Members of / }));
    await checkBothWidths(ownerPage, 'team-page');
    await ownerPage.getByLabel('Email').fill(member.email!);
    await ownerPage.getByRole('combobox', { name: 'Role', exact: true }).click();
    await ownerPage.getByRole('option', { name: 'Box office' }).click();
    await ownerPage.getByRole('button', { name: 'Invite' }).click();
    await shows(ownerPage.getByRole('list', { name: 'Invitations' }).getByText(member.email!));

    // The member, in a browser of their own, from the email.
    const invitation = await mailTo(member.email!, /^Join /);
    const memberPage = await newPage({ viewport: desktop });
    await openEmail(memberPage, invitation);
    await checkEmailWidths(memberPage, 'team-email-invitation');
    const link = await memberPage
      .getByRole('link', { name: 'Accept the invitation' })
      .getAttribute('href');
    expect(link).toMatch(new RegExp(`^${baseUrl()}/invitations/[^#]+#.+`));
    await memberPage.goto(link!);
    await shows(memberPage.getByText(/invites .* to join .* as box office\./));
    await checkBothWidths(memberPage, 'team-invitation-signed-out');
    await memberPage.getByRole('link', { name: 'Log in to accept' }).click();
    await memberPage.getByLabel('Email').fill(member.email!);
    await memberPage.getByLabel(/^Password/).fill(member.password!);
    await memberPage.getByRole('button', { name: 'Login', exact: true }).click();
    await memberPage.getByRole('button', { name: 'Accept the invitation' }).click();
    await memberPage.waitForURL('**/platform');

    await memberPage.goto(`${baseUrl()}/platform/event/${event.id}`);
    await shows(memberPage.getByRole('heading', { name: 'Public link' }));
    await expect
      .poll(async () => sectionLinks(memberPage).allTextContents())
      .toEqual(['Overview', 'Attendees', 'Check-in']);
    await checkBothWidths(memberPage, 'team-member-workspace');
    await memberPage.goto(`${baseUrl()}/platform/event/${event.id}/money`);
    await shows(memberPage.getByText('Not for your role'));

    // The owner takes the member off the team; their next visit is refused.
    await ownerPage.reload();
    await ownerPage.getByRole('button', { name: `Remove ${member.email}` }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await shows(ownerPage.getByRole('list', { name: 'Members' }));
    await expect
      .poll(async () => ownerPage.getByRole('list', { name: 'Members' }).textContent())
      .not.toContain(member.email!);
    await memberPage.goto(`${baseUrl()}/platform/event/${event.id}`);
    await shows(memberPage.getByRole('heading', { name: 'Event not found' }));
  });
});
