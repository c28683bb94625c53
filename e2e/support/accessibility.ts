import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { keepScreenshot, snapshot } from './browser';
import { takeCspViolations } from './csp';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
};

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations,
 * one line each, so a failing test says what is wrong and where; and any Content-Security-
 * Policy violation recorded so far (support/csp.ts), so the screen that caused one is named.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's CSP (rightly) refuses inline scripts. Once
  // per document: parsing axe-core's half a megabyte took longer than many of the checks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Axe = {
      run: (
        context: Document,
        options: { resultTypes: string[] },
      ) => Promise<{ violations: unknown[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Every rule still runs; only the passes go unlisted, which spares axe building a
    // selector for each node that passed (its documented way to run faster).
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  const axeLines = (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(', ')})`,
    );
  return [...axeLines, ...takeCspViolations().map((violation) => `CSP: ${violation}`)];
}

export const desktopViewport = { width: 1280, height: 900 };
export const phoneViewport = { width: 390, height: 844 };

/**
 * Waits until the page has drawn what it last changed and no finite animation or transition
 * is running (layouts switch on media queries, drawers and menus slide in), so a screenshot
 * and axe-core see where things settle. Endless animations (a loader) do not count.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              document
                .getAnimations()
                .every(
                  (animation) =>
                    animation.playState !== 'running' ||
                    animation.effect?.getComputedTiming().endTime === Infinity,
                ),
            ),
          ),
        ),
      ),
    undefined,
    { polling: 50 },
  );
}

/**
 * An axe-core check of the screen as it is, from the top, at 1280 and at 390 px, failing on
 * any serious or critical violation (and any CSP violation so far), with a screenshot of each
 * (always of a failing one); then back to `end`.
 */
export async function checkBothWidths(
  page: Page,
  name: string,
  end: { width: number; height: number } = page.viewportSize() ?? desktopViewport,
): Promise<void> {
  // A full-page shot of a scrolled page paints the fixed header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const viewport of [desktopViewport, phoneViewport]) {
    await page.setViewportSize(viewport);
    await settled(page);
    await snapshot(page, `${name}-${viewport.width}`);
    const violations = await seriousViolations(page);
    // A failing screen is kept even when screenshots are off, to see what axe-core saw.
    const shown =
      violations.length > 0
        ? ` (screenshot: ${await keepScreenshot(page, `${name}-${viewport.width}`)})`
        : '';
    // The lines in the message: Vitest's diff shortens an array of them to `Array(n)`.
    expect(violations, `${name} at ${viewport.width} px${shown}: ${violations.join('; ')}`).toEqual(
      [],
    );
  }
  await page.setViewportSize(end);
  await settled(page);
}

/**
 * How the focused element shows its focus: an outline or a box shadow drawn by :focus-visible,
 * or, for a text field or select, its border turned the theme's primary colour (Mantine's
 * focus style for fields); null when nothing marks it (or nothing has focus).
 */
export async function focusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    }
    if (style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    if (element.matches('input, select, textarea')) {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      // The field itself, or the box around it (a password field's input sits in a wrapper).
      for (let box: Element | null = element, up = 0; box && up < 3; box = box.parentElement) {
        const boxStyle = getComputedStyle(box);
        if (Number.parseFloat(boxStyle.borderTopWidth) > 0 && boxStyle.borderTopColor === primary) {
          return `border ${boxStyle.borderTopWidth} ${boxStyle.borderTopColor}`;
        }
        up += 1;
      }
    }
    return null;
  });
}

/**
 * Keyboard only: presses Tab (Shift+Tab with `backwards`) until `target` has focus, at most
 * `limit` times, and checks that it shows a visible focus ring. Fails when Tab never reaches it.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  {
    limit = 40,
    backwards = false,
    ring = true,
  }: {
    limit?: number;
    backwards?: boolean;
    /** False where the focused control is not ours to style (a payment provider's frame). */
    ring?: boolean;
  } = {},
): Promise<void> {
  const isFocused = () => target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; !(await isFocused()); presses += 1) {
    if (presses >= limit) {
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
      throw new Error(`${limit} presses of Tab did not reach ${String(target)}; at ${focused}`);
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (ring) {
    // Fields fade their border to the focus colour (a 100 ms transition).
    await page.waitForTimeout(200);
    expect(await focusRing(page), `a visible focus ring on ${String(target)}`).not.toBeNull();
  }
}
