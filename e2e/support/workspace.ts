import type { Page } from 'playwright-core';

/** Opens a section of the event's workspace by its side navigation (desktop widths). */
export const openSection = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name }).click();
