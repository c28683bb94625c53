import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { headlessChromiumOptions } from '../../scripts/lib/headless-chromium.mjs';
import { watchCsp } from './csp';

/**
 * The system Chromium, headless (scripts/lib/headless-chromium.mjs); `args` adds flags (a
 * fake camera, say). Every context it opens records Content-Security-Policy violations, and a
 * test that saw one fails (support/csp.ts); and asks for reduced motion.
 */
export async function launchChromium({ args = [] }: { args?: string[] } = {}): Promise<Browser> {
  const browser = await chromium.launch(headlessChromiumOptions(args));
  // The app honours reduced motion (no fades): axe-core and screenshots then see menus and
  // modals as they end up. With fades, a menu's could start after settled() looked, and axe
  // measured its text against the page showing through at a tenth of its opacity.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  watchCsp(browser);
  return browser;
}

/**
 * Call at the top of a journey file: Chromium, launched before its tests and closed after them
 * with every page the returned `newPage` opened, each in a browser context of its own.
 */
export function pagesForTheseTests(): (options?: BrowserContextOptions) => Promise<Page> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return async (options) => {
    if (!browser) throw new Error('Chromium starts before the tests');
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };
}

export const baseUrl = (): string => {
  const url = process.env.TEST_HOSTING_URL;
  if (!url) throw new Error('TEST_HOSTING_URL is not set: run the journeys through `npm test`');
  return url;
};

/**
 * Keeps a screenshot of each journey step under .test-data/, for people to look at, when
 * JOURNEY_SCREENSHOTS is set (`npm run test:emulated` sets it; `npm test` does not, as
 * encoding some 300 full-page PNGs took a sixth of the journeys' time and no test reads them).
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  if (process.env.JOURNEY_SCREENSHOTS) await keepScreenshot(page, name);
}

/** A full-page screenshot under .test-data/.../screenshots/, whatever JOURNEY_SCREENSHOTS says. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(process.env.EMBEDDED_DATA_DIR ?? '.test-data', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Waits until the locator shows (fails the test with Playwright's message after `timeout`). */
export async function shows(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}
