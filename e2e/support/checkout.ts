import type { FrameLocator, Page } from 'playwright-core';
import { shows } from './browser';

/** The fake Paystack's card form, inside the payment popup on the event page. */
export const sandbox = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Sandbox card payment"]');

/**
 * On an event's public page: picks how many tickets of each type (by name), types the buyer's
 * email and presses Buy, which opens the payment popup.
 */
export async function chooseTickets(
  page: Page,
  counts: Record<string, number>,
  email: string,
): Promise<void> {
  for (const [name, count] of Object.entries(counts)) {
    await page.getByLabel(`Number of ${name} tickets`).selectOption(String(count));
  }
  await page.getByLabel(/Email/).fill(email);
  await page.getByRole('button', { name: 'Buy a ticket!' }).click();
}

/** Pays in the open popup with the sandbox's test card and waits for the confirmation. */
export async function payWithTestCard(page: Page): Promise<void> {
  const pay = sandbox(page).getByRole('button', { name: 'Pay with test card' });
  await shows(pay);
  await pay.click();
  await shows(page.getByRole('heading', { name: "You're going!" }));
}
