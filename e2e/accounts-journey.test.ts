import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profileResponse } from '../functions/src/contract/users';
import { callApi } from '../tests/support/api';
import { signIn, uniqueEmail } from '../tests/support/auth-emulator';
import { checkBothWidths, settled, tabTo } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';

const newPage = pagesForTheseTests();

async function signUpThroughTheForm(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl()}/user-flow/sign-up`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/user-flow/sign-up-confirm');
  await shows(page.getByRole('heading', { name: 'Check your inbox' }));
}

/** Opens the confirm page's local verification link (a new tab, like a mail client's). */
async function verifyThroughTheLocalLink(page: Page, name: string) {
  const [verificationTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open the local verification link' }).click(),
  ]);
  await shows(verificationTab.getByRole('heading', { name: 'Email Verified!' }));
  await checkBothWidths(verificationTab, name);
  await verificationTab.close();
}

/**
 * Logging out leaves the page first and signs out after; a reload in between would find the
 * user still signed in. Waits until the app has seen the sign-out (it then drops its
 * signed-in hint from localStorage, web/src/features/auth/signed-in-hint.ts).
 */
async function signedOut(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('signedIn') === null);
}

async function logInThroughTheForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/platform\/?$/);
}

describe('the accounts journey', () => {
  it('signs up, verifies through the local link, logs out and in, and resets the password', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    const email = uniqueEmail('accounts');
    const password = 'paradise-first-2026';
    const newPassword = 'paradise-second-2026';

    await page.goto(baseUrl());
    await shows(page.getByRole('link', { name: 'Get Started' }));
    await settled(page);
    await checkBothWidths(page, 'accounts-landing');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/user-flow/sign-up');
    await checkBothWidths(page, 'accounts-sign-up');

    await signUpThroughTheForm(page, email, password);
    const goToPlatform = page.getByRole('button', { name: 'Go to platform' });
    expect(await goToPlatform.isDisabled()).toBe(true);
    await shows(page.getByRole('link', { name: 'Open the local verification link' }));
    await checkBothWidths(page, 'accounts-sign-up-confirm');

    // The users document carries SPEC.md's sign-up defaults.
    const account = await signIn(email, password);
    const profile = profileResponse.parse(
      (await callApi('/api/me/profile', { token: account.idToken })).body,
    );
    expect(profile).toMatchObject({ email, country: 'Country', state: 'State' });

    await verifyThroughTheLocalLink(page, 'accounts-email-verified');
    // The confirm page notices by polling, and lets the user through.
    await shows(page.getByRole('heading', { name: 'You are verified!' }));
    expect(await goToPlatform.isEnabled()).toBe(true);
    await checkBothWidths(page, 'accounts-sign-up-confirm-verified');
    await goToPlatform.click();
    await page.waitForURL(/\/platform\/$/);
    await shows(page.getByRole('heading', { name: `Welcome ${email}!` }));
    await checkBothWidths(page, 'accounts-welcome');

    await page.getByRole('searchbox', { name: 'Search' }).fill('Lantern');
    await shows(page.getByRole('option', { name: 'Manage Event: Lantern' }));
    await checkBothWidths(page, 'accounts-search-suggestion');
    // At 390 px the header's search box gives way to the menu button, and its suggestions
    // close; back at 1280 px, focusing it again shows them.
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await page.getByRole('option', { name: 'Manage Event: Lantern' }).click();
    await page.waitForURL('**/platform/search/manage-event:Lantern');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await shows(page.getByRole('menuitem', { name: 'Logout' }));
    await settled(page);
    await checkBothWidths(page, 'accounts-account-menu');
    // Resizing may close the menu (its anchor moves); open it again if so.
    if (!(await page.getByRole('menuitem', { name: 'Logout' }).isVisible())) {
      await page.getByRole('button', { name: 'Account menu' }).click();
    }
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await shows(page.getByRole('link', { name: 'Get Started' }));

    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/user-flow/login');
    await checkBothWidths(page, 'accounts-login');
    // Logging in with the keyboard alone, a focus ring on each control.
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
    await page.keyboard.type(password);
    await tabTo(page, page.getByRole('button', { name: 'Login' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/platform\/?$/);
    await shows(page.getByRole('heading', { name: `Welcome ${email}!` }));

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await signedOut(page);
    await page.goto(`${baseUrl()}/user-flow/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/user-flow/forgot-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await checkBothWidths(page, 'accounts-forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await shows(page.getByText(`We sent a password reset link to ${email}.`));
    await shows(page.getByRole('link', { name: 'Open the local reset link' }));
    await checkBothWidths(page, 'accounts-forgot-password-sent');

    await page.getByRole('link', { name: 'Open the local reset link' }).click();
    await page.waitForURL('**/user-flow/reset-password?oobCode=*');
    await shows(page.getByRole('heading', { name: 'Choose a new password' }));
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill('not-the-same');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await shows(page.getByText('Passwords do not match'));
    await checkBothWidths(page, 'accounts-reset-password');
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await page.waitForURL('**/user-flow/login');
    await shows(page.getByText('Password changed'));
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await checkBothWidths(page, 'accounts-login-after-reset');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    // The old password no longer works (the emulator says wrong-password, production
    // invalid-credential when email enumeration protection is on).
    await shows(page.getByText(/^Error: auth\/(wrong-password|invalid-credential), /));
    await checkBothWidths(page, 'accounts-login-old-password');
    await logInThroughTheForm(page, email, newPassword);
    await shows(page.getByRole('heading', { name: `Welcome ${email}!` }));
  });

  it('works on a 390 px phone: sign-up, verification, the drawer, and the link problems', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const email = uniqueEmail('phone');

    await page.goto(baseUrl());
    await shows(page.getByRole('link', { name: 'Get Started' }));
    await settled(page);
    await checkBothWidths(page, 'accounts-landing-mobile');

    await signUpThroughTheForm(page, email, 'paradise-phone-2026');
    await shows(page.getByRole('link', { name: 'Open the local verification link' }));
    await checkBothWidths(page, 'accounts-sign-up-confirm-mobile');
    await verifyThroughTheLocalLink(page, 'accounts-email-verified-mobile');
    await page.getByRole('button', { name: 'Go to platform' }).click({ timeout: 10_000 });
    await shows(page.getByRole('heading', { name: `Welcome ${email}!` }));
    await checkBothWidths(page, 'accounts-welcome-mobile');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await shows(drawer.getByRole('link', { name: 'Event Management' }));
    await shows(drawer.getByRole('searchbox', { name: 'Search' }));
    await settled(page);
    await checkBothWidths(page, 'accounts-drawer-mobile');
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await signedOut(page);

    await page.goto(`${baseUrl()}/user-flow/login`);
    await checkBothWidths(page, 'accounts-login-mobile');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/user-flow/forgot-password');
    await checkBothWidths(page, 'accounts-forgot-password-mobile');

    await page.goto(`${baseUrl()}/user-flow/email-verified`);
    await shows(page.getByText('No verification code in URL.'));
    await checkBothWidths(page, 'accounts-email-verified-no-code-mobile');
    await page.goto(`${baseUrl()}/user-flow/email-verified?mode=verifyEmail&oobCode=not-a-code`);
    await shows(page.getByText('Invalid or expired code:', { exact: false }));
    await checkBothWidths(page, 'accounts-email-verified-bad-code-mobile');
    await page.goto(`${baseUrl()}/user-flow/reset-password?oobCode=not-a-code`);
    await shows(page.getByText('Invalid or expired code:', { exact: false }));
    await checkBothWidths(page, 'accounts-reset-password-bad-code-mobile');
  });
});
