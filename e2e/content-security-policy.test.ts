import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, shows } from './support/browser';
import { takeCspViolations } from './support/csp';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The violations recorded until each of `patterns` matched one (reports arrive
 * asynchronously), and any that follow shortly after, so none is left for `afterEach`.
 */
async function violationsMatching(page: Page, patterns: RegExp[]): Promise<string> {
  const seen: string[] = [];
  const matchedAll = () => patterns.every((pattern) => pattern.test(seen.join('\n')));
  for (let tries = 0; tries < 50 && !matchedAll(); tries += 1) {
    await page.waitForTimeout(100);
    seen.push(...takeCspViolations());
  }
  await page.waitForTimeout(300);
  seen.push(...takeCspViolations());
  return seen.join('\n');
}

/**
 * The journeys fail on any CSP violation (support/csp.ts); this shows that the policy is
 * really enforced in the browser and that such violations are caught, so a quiet journey
 * means the app needs nothing the policy blocks.
 */
describe('Content-Security-Policy in the browser', () => {
  it('blocks inline scripts and foreign images and connections, and the journeys hear of it', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/`);
    await shows(page.locator('body'));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedByTest = true';
      document.body.append(script);
      const image = document.createElement('img');
      image.src = 'https://evil.example/pixel.png';
      document.body.append(image);
      void fetch('https://evil.example/steal').catch(() => undefined);
    });
    const patterns = [
      /script-src(-elem)? blocked inline/,
      /img-src blocked https:\/\/evil\.example\/pixel\.png/,
      /connect-src blocked https:\/\/evil\.example\/steal/,
    ];
    const seen = await violationsMatching(page, patterns);
    const ran = await page.evaluate(
      () => (window as unknown as { injectedByTest?: boolean }).injectedByTest === true,
    );
    expect(ran).toBe(false);
    for (const pattern of patterns) expect(seen).toMatch(pattern);
    await page.close();
  });

  it('lets no other site frame the app (frame-ancestors)', async () => {
    const page = await browser.newPage();
    await page.setContent(`<iframe src="${baseUrl()}/" title="framed"></iframe>`);
    await page.waitForTimeout(1500);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed).toBeDefined();
    // Chromium refuses to render it: an error page instead of the app's root.
    expect(await framed!.locator('#root').count()).toBe(0);
    takeCspViolations();
    await page.close();
  });
});
