import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
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
  // Evaluated, not added as a <script>: the app's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run()).violations;
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
