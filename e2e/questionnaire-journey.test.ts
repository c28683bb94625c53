import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAdmin, signUp, uniqueEmail } from '../tests/support/auth-emulator';
import { readOutbox } from '../tests/support/outbox';
import { waitFor } from '../tests/support/wait-for';
import {
  checkBothWidths,
  desktopViewport as desktop,
  phoneViewport as phone,
} from './support/accessibility';
import { logIn } from './support/log-in';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';

const newPageOf = pagesForTheseTests();
const doneText =
  "All done - We'll respond as soon as we've reviewed your answers - Thank you for your interest";
/** The visitor's application, which the administrator then finds by its tag. */
const visitorTag = `e2e-spring-${randomUUID().slice(0, 6)}`;
const visitorEmail = uniqueEmail('applicant');

// The app's Content Security Policy refuses inline scripts, as it should; axe-core is
// injected as one, so the test's own browser lets it in.
const newPage = (viewport = desktop): Promise<Page> => newPageOf({ viewport, bypassCSP: true });

const answers = ['+27 82 000 0000', 'Paradise Events', 'Concerts', 'About 300', 'A friend'];

async function fillQuestion(page: Page, index: number, value: string): Promise<void> {
  const labels = [
    'Phone number',
    'Organisation or company',
    'What kind of events do you run?',
    'How many people usually come to your events?',
    'How did you hear about us?',
  ];
  await page.getByRole('textbox', { name: labels[index] }).fill(value);
}

describe('the intake questionnaire journey', () => {
  it('a visitor completes the three steps on a 390 px screen', async () => {
    const page = await newPage(phone);
    await page.goto(`${baseUrl()}/qn/${visitorTag}`);
    await shows(page.getByRole('heading', { name: 'Intake Questionnaire', level: 1 }));
    await shows(page.getByText('Please select an option..'));
    await expect.poll(() => page.getByRole('tab', { name: 'About' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Male', exact: true }).isChecked()).toBe(true);
    await checkBothWidths(page, 'questionnaire-gender', phone);

    // Keyboard only: the toggle, then Next.
    await page.getByRole('radio', { name: 'Male', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await shows(page.getByRole('heading', { name: 'Basic details' }));

    // Finish with nothing filled in: each field says why, beside it.
    await page.getByRole('button', { name: 'Finish' }).click();
    await shows(page.getByText('Your first name is required'));
    await shows(page.getByText('Your email is required'));
    await checkBothWidths(page, 'questionnaire-errors', phone);

    await page.getByLabel('First name').fill('Thandi');
    await page.getByLabel('Email').fill(visitorEmail);
    await page.getByLabel('Country').fill('South Africa');
    for (const [index, answer] of answers.entries()) await fillQuestion(page, index, answer);
    await page.getByLabel('Message').fill('We run ten concerts a year.');
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Thandi');
    await checkBothWidths(page, 'questionnaire-second', phone);

    await page.getByRole('button', { name: 'Finish' }).click();
    await shows(page.getByText(doneText));
    await checkBothWidths(page, 'questionnaire-done', phone);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Country').inputValue()).toBe('South Africa');
  });

  it('an administrator sees the submission, marks it reviewed and responds', async () => {
    const admin = await newAdmin();
    const page = await newPage();
    await logIn(page, admin, '/platform/admin?tab=applications');
    await page.getByLabel('Link tag').fill(visitorTag);
    await shows(page.getByRole('button', { name: 'Details of Thandi' }));
    await checkBothWidths(page, 'questionnaire-admin-list', desktop);

    await page.getByRole('button', { name: 'Details of Thandi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Application' });
    await shows(dialog.getByText('Paradise Events'));
    await shows(dialog.getByText('We run ten concerts a year.'));
    await dialog.getByRole('button', { name: 'Mark reviewed' }).click();
    await shows(dialog.getByText('Reviewed', { exact: true }));
    await checkBothWidths(page, 'questionnaire-admin-details', desktop);

    const reply = 'Welcome aboard: sign up and create your first event.';
    await dialog.getByLabel('Reply by email').fill(reply);
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await shows(dialog.getByText('Responded', { exact: true }));
    await waitFor(async () =>
      (await readOutbox()).some((mail) => mail.to === visitorEmail && mail.text.includes(reply)),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('radiogroup').getByText('Responded', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Responded' }).isChecked()).toBe(true);
    await shows(page.getByRole('button', { name: 'Details of Thandi' }));
  });

  it('a signed-in user leaves halfway and continues later', async () => {
    const user = await signUp('halfway');
    const tag = `e2e-invite-${randomUUID().slice(0, 6)}`;
    const page = await newPage();
    await logIn(page, user, '/platform/questionnaire');
    await shows(page.getByRole('heading', { name: 'My organiser application' }));
    await shows(page.getByRole('heading', { name: 'Not Started' }));

    await page.goto(`${baseUrl()}/qn/${tag}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('First name').fill('Sipho');
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    await page.getByLabel('Country').fill('Lesotho');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/me/questionnaire') &&
        response.request().method() === 'PUT' &&
        response.request().postData()?.includes('Paradise Events') === true,
    );
    await fillQuestion(page, 1, 'Paradise Events');
    expect((await saved).status()).toBe(200);

    // Later: the platform page shows how far they got and what they typed.
    await page.goto(`${baseUrl()}/platform/questionnaire`);
    await shows(page.getByRole('heading', { name: 'In progress' }));
    await shows(page.getByText('50%'));
    await shows(page.getByText('Paradise Events'));
    await checkBothWidths(page, 'questionnaire-my-progress', desktop);

    await page.getByRole('link', { name: 'Continue my application' }).click();
    await shows(page.getByRole('heading', { name: 'Basic details' }));
    expect(await page.getByLabel('First name').inputValue()).toBe('Sipho');
    expect(await page.getByLabel('Country').inputValue()).toBe('Lesotho');
    for (const index of [0, 2, 3, 4]) await fillQuestion(page, index, answers[index]!);
    await page.getByRole('button', { name: 'Finish' }).click();
    await shows(page.getByText(doneText));

    await page.getByRole('link', { name: 'See my application' }).click();
    await shows(page.getByRole('heading', { name: 'Application sent' }));
    await shows(page.getByText('100%'));
    await checkBothWidths(page, 'questionnaire-my-sent', desktop);

    await page.goto(`${baseUrl()}/platform/profile`);
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('Lesotho');
  });
});
