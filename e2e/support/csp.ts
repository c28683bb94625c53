import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, expect } from 'vitest';

/**
 * Content-Security-Policy violations seen by any page of any journey: the app must never
 * need something its policy (firebase.json, plus the stack's local origins) blocks. Every
 * context that `launchChromium` opens reports here; `afterEach` below fails the test that
 * saw one, and `seriousViolations` (the axe check) names the screen it happened on.
 */
const recorded: string[] = [];

/** The violations recorded since the last call, which are then forgotten. */
export function takeCspViolations(): string[] {
  return recorded.splice(0, recorded.length);
}

type Violation = {
  directive: string;
  blocked: string;
  page: string;
  source: string;
  sample: string;
};

/** Runs in every frame before its own scripts: reports each violation to the test. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __reportCspViolation?: (v: Violation) => void })
      .__reportCspViolation;
    report?.({
      directive: event.effectiveDirective,
      blocked: event.blockedURI || 'inline',
      page: event.documentURI,
      source: `${event.sourceFile}:${event.lineNumber}`,
      sample: event.sample,
    });
  });
}

async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    recorded.push(
      `${violation.directive} blocked ${violation.blocked} on ${violation.page} (${violation.source}${violation.sample ? `: ${violation.sample}` : ''})`,
    );
  });
  await context.addInitScript(reportViolations);
  // What Chromium says in the console: also frame-ancestors refusals and blocks in frames.
  context.on('console', (message) => {
    if (message.text().includes('Refused to')) recorded.push(`console: ${message.text()}`);
  });
}

/** Makes every context `browser` opens (newPage too goes through newContext) record. */
export function watchCsp(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await recordCspViolations(context);
    return context;
  };
}

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
