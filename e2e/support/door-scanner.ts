import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shows } from './browser';

/** The scanner's big green or red answer. */
export const scanAnswer = (page: Page) => page.getByTestId('scan-answer');

/** Waits for the answer screen to say `title` in `tone` (green `go`, red `stop`). */
export async function answered(page: Page, tone: 'go' | 'stop', title: string): Promise<void> {
  await shows(scanAnswer(page).getByRole('heading', { name: title }));
  expect(await scanAnswer(page).getAttribute('data-tone')).toBe(tone);
}

/** Clears the answer, as door staff do before the next guest. */
export async function nextGuest(page: Page): Promise<void> {
  await scanAnswer(page).getByRole('button', { name: 'Next guest' }).click();
  await scanAnswer(page).waitFor({ state: 'detached' });
}

/** As a hardware scanner does: the code's keys, then Enter, with no tap anywhere first. */
export async function hardwareScan(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 2 });
  await page.keyboard.press('Enter');
}

/**
 * The scanners this context opens keep each answer up until Next guest (a setting of theirs,
 * for whoever needs longer to read), so that each answer can be looked at and checked.
 */
export async function keepAnswers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('check-in-hold-answers', 'true'));
}
