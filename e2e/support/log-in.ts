import type { Page } from 'playwright-core';
import type { TestUser } from '../../tests/support/auth-emulator';
import { baseUrl } from './browser';

/**
 * Opens `path` signed out, is sent to the login form, logs in there as `user` and waits to be
 * taken back to `path`, as a person following a link to a page of theirs does.
 */
export async function logIn(page: Page, user: TestUser, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForURL('**/user-flow/login');
  await page.getByLabel('Email').fill(user.email!);
  await page.getByLabel(/^Password/).fill(user.password!);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`**${path}`);
}
