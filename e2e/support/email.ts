import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readOutbox, type OutboxMail } from '../../tests/support/outbox';
import { waitFor } from '../../tests/support/wait-for';
import { desktopViewport, seriousViolations, settled } from './accessibility';
import { snapshot } from './browser';

/**
 * Waits until the local outbox holds an email to `to` whose subject matches, and returns it
 * (within `timeoutMs`, 10 s unless given).
 */
export async function mailTo(to: string, subject: RegExp, timeoutMs?: number): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await waitFor(async () => {
    found = (await readOutbox()).find((mail) => mail.to === to && subject.test(mail.subject));
    return found !== undefined;
  }, timeoutMs);
  return found!;
}

/**
 * Opens `mail` in `page` as a mail client shows it: its HTML, with each inline image (`cid:`)
 * drawn from the attachment of that content id.
 */
export async function openEmail(page: Page, mail: OutboxMail): Promise<void> {
  if (!mail.html) throw new Error(`The email "${mail.subject}" has no HTML`);
  const html = mail.html.replace(/(["'])cid:([^"']+)\1/g, (_, quote: string, cid: string) => {
    const image = mail.attachments?.find((attachment) => attachment.cid === cid);
    if (!image) throw new Error(`The email "${mail.subject}" shows cid:${cid} but attaches none`);
    return `${quote}data:${image.contentType};base64,${image.content}${quote}`;
  });
  await page.setContent(html, { waitUntil: 'load' });
}

/** Widths of the mail clients the email is looked at in: a desktop pane and a small phone. */
export const emailWidths = [600, 360] as const;

/**
 * Screenshots of the open email at 600 and 360 px wide (and at 360 px in dark mode), each
 * checked with axe-core and for a sideways scroll, which a narrow mail client would show as
 * cut-off text; then back at the desktop's size.
 */
export async function checkEmailWidths(page: Page, name: string): Promise<void> {
  for (const width of emailWidths) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await snapshot(page, `${name}-${width}`);
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} fits ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await snapshot(page, `${name}-${emailWidths[1]}-dark`);
  expect(await seriousViolations(page), `${name} in dark mode`).toEqual([]);
  await page.emulateMedia({ colorScheme: null });
  await page.setViewportSize(desktopViewport);
}
