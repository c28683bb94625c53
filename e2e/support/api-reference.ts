import type { Page } from 'playwright-core';
import { checkBothWidths } from './accessibility';
import { baseUrl, shows } from './browser';

/**
 * The API reference page (`/docs/api`, issue 41) as a reader finds it: Redoc has drawn the
 * document from /api/openapi.json (its title, an area, an operation), axe-clean at 1280 and
 * 390 px, and nothing was asked of another site (the page serves Redoc itself).
 */
export async function checkApiReferencePage(page: Page): Promise<void> {
  const elsewhere: string[] = [];
  const site = new URL(baseUrl()).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== site) elsewhere.push(url);
  });
  await page.goto(`${baseUrl()}/docs/api`);
  await shows(page.getByRole('heading', { name: /Ticketing Paradise API/ }));
  await shows(page.getByRole('heading', { name: 'Buy tickets' }));
  await checkBothWidths(page, 'api-reference');
  if (elsewhere.length > 0) throw new Error(`/docs/api asked other sites: ${elsewhere.join(', ')}`);
}
